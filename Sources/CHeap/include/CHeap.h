#ifndef CHEAP_H
#define CHEAP_H

/// Makes the C allocator take memory from the system at least `bytes` at a time, on glibc
/// (`mallopt(M_TOP_PAD, bytes)`, which Swift's Glibc module does not import); elsewhere it
/// does nothing.
void cheap_grow_in_steps_of(int bytes);

/// Lets the heap of the calling thread's allocator arena, past the next `bytes` it hands out,
/// be backed by 2 MB pages where the system allows them (`madvise(MADV_HUGEPAGE)`), and turns
/// the same on for every thread that calls `cheap_prefer_huge_pages_here` afterwards. On glibc
/// on a 64-bit system only; elsewhere it does nothing.
void cheap_prefer_huge_pages(long bytes);

/// `cheap_prefer_huge_pages` for the calling thread's arena, once a thread, when it is on;
/// nothing otherwise. Cheap enough to call for every piece of work a thread picks up.
void cheap_prefer_huge_pages_here(void);

#endif
