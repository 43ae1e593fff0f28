#if __has_include(<malloc.h>) && defined(__linux__)
#include <malloc.h>  /* mallopt(3), glibc only: see Sources/flowgraph/AllocatorTuning.swift */
#endif
