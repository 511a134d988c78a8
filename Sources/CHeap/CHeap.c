#include "CHeap.h"

// Any C library header defines `__GLIBC__` on glibc, and musl has no `M_TOP_PAD`.
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

void cheap_grow_in_steps_of(int bytes) {
#if defined(__GLIBC__)
    mallopt(M_TOP_PAD, bytes);
#else
    (void)bytes;
#endif
}
