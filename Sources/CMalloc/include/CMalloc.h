#ifndef FLOWGRAPH_CMALLOC_H
#define FLOWGRAPH_CMALLOC_H

#include <stddef.h>
#if __has_include(<malloc.h>) && defined(__linux__)
#include <malloc.h>  /* mallopt(3), glibc only: see Sources/flowgraph/AllocatorTuning.swift */
#endif

/// Asks for transparent huge pages on the next `bytes` of the calling
/// thread's malloc heap, where its coming allocations will be carved from.
/// Takes effect only with glibc, a kernel with transparent huge pages, and
/// `M_TRIM_THRESHOLD` set above `bytes` (so the freed block stays in the
/// heap); does nothing elsewhere. Returns whether the advice was taken.
int flowgraph_prefer_huge_pages(size_t bytes);

#endif
