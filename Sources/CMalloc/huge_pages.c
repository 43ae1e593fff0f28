#include "CMalloc.h"

#if defined(__linux__)
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#endif

// A block is taken from the thread's arena, the whole 2 MiB units inside it
// are advised, and it is given back: glibc keeps it at the top of the arena
// (the caller has raised M_TRIM_THRESHOLD), and the arena's next
// allocations are carved from it. The kernel then backs each unit with one
// huge page at the first touch, instead of faulting 512 small pages one by
// one. This is what glibc's `glibc.malloc.hugetlb=1` tunable does, which
// can only be set from the environment before the program starts.
//
// More than 30 MiB is taken as several blocks: one block must stay under
// the largest mmap threshold glibc allows (32 MiB) to come from the heap.
// Taken one after another they lie end to end at the heap's top, so the
// units across their seams are advised too, and freed they merge again.
int flowgraph_prefer_huge_pages(size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    const uintptr_t unit = (uintptr_t)2 << 20;
    const size_t block_bytes = (size_t)30 << 20;
    enum { most_blocks = 8 };
    char *blocks[most_blocks];
    int taken = 0, advised = 0;
    uintptr_t run_start = 0, previous_end = 0;
    for (size_t left = bytes; left > 0 && taken < most_blocks;) {
        size_t size = left < block_bytes ? left : block_bytes;
        char *block = malloc(size);
        if (block == NULL) break;
        blocks[taken++] = block;
        left -= size;
        uintptr_t begin = (uintptr_t)block;
        // A chunk header apart from the block before: the same run.
        if (taken == 1 || begin < previous_end || begin - previous_end > 64) run_start = begin;
        previous_end = begin + size;
        uintptr_t start = (run_start + unit - 1) & ~(unit - 1);
        uintptr_t end = previous_end & ~(unit - 1);
        if (end > start && madvise((void *)start, end - start, MADV_HUGEPAGE) == 0) advised = 1;
    }
    while (taken > 0) free(blocks[--taken]);
    return advised;
#else
    (void)bytes;
    return 0;
#endif
}

#if defined(__linux__) && defined(MADV_HUGEPAGE)
struct arena_advice {
    pthread_mutex_t lock;
    pthread_cond_t changed;
    size_t bytes;
    int expected;
    int attached;
    int advised;
};

// Runs on a helper thread: its first malloc gives it an arena of its own,
// because every other helper keeps its arena until all have one.
static void *advise_own_arena(void *argument) {
    struct arena_advice *advice = argument;
    int advised = flowgraph_prefer_huge_pages(advice->bytes);
    pthread_mutex_lock(&advice->lock);
    advice->advised += advised;
    advice->attached += 1;
    pthread_cond_broadcast(&advice->changed);
    while (advice->attached < advice->expected) pthread_cond_wait(&advice->changed, &advice->lock);
    pthread_mutex_unlock(&advice->lock);
    return NULL;
}
#endif

// A thread's first allocation takes an arena that an exited thread left
// (glibc's free list) before glibc makes a new one. Arenas advised by
// helper threads that have exited are therefore the ones the next new
// threads take, the loader's workers among them, without a call on those.
int flowgraph_prefer_huge_pages_in_new_arenas(int arenas, size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    enum { most = 256 };
    if (arenas < 1) return 0;
    if (arenas > most) arenas = most;
    struct arena_advice advice = {
        .lock = PTHREAD_MUTEX_INITIALIZER, .changed = PTHREAD_COND_INITIALIZER,
        .bytes = bytes, .expected = arenas, .attached = 0, .advised = 0,
    };
    pthread_t threads[most];
    int started = 0;
    while (started < arenas && pthread_create(&threads[started], NULL, advise_own_arena, &advice) == 0) started++;
    if (started < arenas) {
        // The helpers wait for one another: tell them none more will come.
        pthread_mutex_lock(&advice.lock);
        advice.expected = started;
        pthread_cond_broadcast(&advice.changed);
        pthread_mutex_unlock(&advice.lock);
    }
    for (int i = 0; i < started; i++) pthread_join(threads[i], NULL);
    return advice.advised;
#else
    (void)arenas;
    (void)bytes;
    return 0;
#endif
}
