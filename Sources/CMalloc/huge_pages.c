#include "CMalloc.h"

#if defined(__linux__)
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#endif

// A block is taken from the thread's arena, the whole 2 MiB units inside it
// are advised, and it is given back: glibc keeps it at the top of the arena
// (the caller has raised M_TRIM_THRESHOLD), and the thread's next
// allocations are carved from it. The kernel then backs each unit with one
// huge page at the first touch, instead of faulting 512 small pages one by
// one. This is what glibc's `glibc.malloc.hugetlb=1` tunable does, which
// can only be set from the environment before the program starts.
int flowgraph_prefer_huge_pages(size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    const uintptr_t unit = (uintptr_t)2 << 20;
    char *block = malloc(bytes);
    if (block == NULL) return 0;
    uintptr_t start = ((uintptr_t)block + unit - 1) & ~(unit - 1);
    uintptr_t end = ((uintptr_t)block + bytes) & ~(unit - 1);
    int advised = end > start && madvise((void *)start, end - start, MADV_HUGEPAGE) == 0;
    free(block);
    return advised;
#else
    (void)bytes;
    return 0;
#endif
}
