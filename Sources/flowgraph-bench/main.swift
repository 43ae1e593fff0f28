// Placeholder: the runtime benchmark (random walk, history memory) lands with `make bench`.
