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
