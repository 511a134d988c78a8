// A library header that includes its part headers, which refuse to be included alone: listing
// one reads its types without including it again.
#ifndef PARTS_H
#define PARTS_H

#define PARTS_H_INSIDE
#include "parts/spool.h"
#undef PARTS_H_INSIDE

#endif
