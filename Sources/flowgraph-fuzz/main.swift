// Placeholder: the fuzz targets land here (see docs/ROBUSTNESS.md).
print("flowgraph-fuzz: not built with -sanitize=fuzzer")
