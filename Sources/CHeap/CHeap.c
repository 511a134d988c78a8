#include "CHeap.h"

// Any C library header defines `__GLIBC__` on glibc, and musl has no `M_TOP_PAD`.
#include <stdint.h>
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

void cheap_grow_in_steps_of(int bytes) {
#if defined(__GLIBC__)
    mallopt(M_TOP_PAD, bytes);
#else
    (void)bytes;
#endif
}

#if defined(__GLIBC__) && defined(MADV_HUGEPAGE) && UINTPTR_MAX > 0xffffffffu
#define CHEAP_HUGE_PAGES 1

// How far into a heap pages stay small; 0 while huge pages are off.
static uintptr_t huge_pages_beyond;
static __thread int thread_is_done;

// glibc gives each arena but the main one heaps of `HEAP_MAX_SIZE` bytes, 64 MB on 64-bit
// systems, each aligned to that size: glibc itself finds a chunk's heap by masking its address.
// The advice is a hint: were a range wrong (a main arena that glibc had to map rather than grow
// at the break), the kernel would back other anonymous memory with huge pages, which costs
// memory, not correctness.
static const uintptr_t arena_heap_size = (uintptr_t)64 << 20;
static const uintptr_t huge_page = (uintptr_t)2 << 20;

static void advise(uintptr_t from, uintptr_t to) {
    from = (from + huge_page - 1) & ~(huge_page - 1);
    if (from < to) madvise((void *)from, to - from, MADV_HUGEPAGE);
}

static void prefer_huge_pages_for_this_thread(void) {
    thread_is_done = 1;
    void *probe = malloc(64);
    uintptr_t address = (uintptr_t)probe;
    free(probe);
    uintptr_t program_break = (uintptr_t)sbrk(0);
    if (address >= program_break) {
        uintptr_t heap = address & ~(arena_heap_size - 1);
        advise(address + __atomic_load_n(&huge_pages_beyond, __ATOMIC_RELAXED), heap + arena_heap_size);
        return;
    }
    // The main arena, below the program break: grow it now by its pad (`cheap_grow_in_steps_of`),
    // so that the memory it will use is mapped, and advise that. Bounded, in case the break
    // cannot move and glibc maps memory instead.
    void *probes[64];
    int count = 0;
    while (count < 64 && (uintptr_t)sbrk(0) == program_break) probes[count++] = malloc(100 << 10);
    for (int index = 0; index < count; index++) free(probes[index]);
    advise(address + __atomic_load_n(&huge_pages_beyond, __ATOMIC_RELAXED), (uintptr_t)sbrk(0));
}
#endif

void cheap_prefer_huge_pages(long bytes) {
#if defined(CHEAP_HUGE_PAGES)
    __atomic_store_n(&huge_pages_beyond, bytes > 0 ? (uintptr_t)bytes : 1, __ATOMIC_RELAXED);
    prefer_huge_pages_for_this_thread();
#else
    (void)bytes;
#endif
}

void cheap_prefer_huge_pages_here(void) {
#if defined(CHEAP_HUGE_PAGES)
    if (!thread_is_done && __atomic_load_n(&huge_pages_beyond, __ATOMIC_RELAXED) != 0) prefer_huge_pages_for_this_thread();
#endif
}
