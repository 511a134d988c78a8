#ifndef CHEAP_H
#define CHEAP_H

/// Makes the C allocator take memory from the system at least `bytes` at a time, on glibc
/// (`mallopt(M_TOP_PAD, bytes)`, which Swift's Glibc module does not import); elsewhere it
/// does nothing.
void cheap_grow_in_steps_of(int bytes);

#endif
