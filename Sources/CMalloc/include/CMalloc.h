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

/// The same on `arenas` malloc arenas that no thread holds: each is advised
/// by a short-lived helper thread of its own, and all helpers have exited on
/// return. glibc hands those arenas to the next threads that allocate for
/// the first time (a worker pool started afterwards), so their heaps are
/// advised without a call on them. Returns how many arenas took the advice.
int flowgraph_prefer_huge_pages_in_new_arenas(int arenas, size_t bytes);

#endif
