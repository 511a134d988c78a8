// No include guard: only parts.h includes this file, once.
#ifndef PARTS_H_INSIDE
#error "include parts.h, not parts/spool.h"
#endif

struct Spool {
    int turns;
    double radius;
};
