// Placeholder: the libyaml event-loop floor for `make bench` lands with the benchmark.
