// Nullability, macros in the style of CF_ENUM and CF_OPTIONS, anonymous members, and types
// Swift cannot provide.
#ifndef EXTRAS_H
#define EXTRAS_H

#include "geometry.h"

#define FG_ENUM(name, type) enum __attribute__((enum_extensibility(open))) name : type
#define FG_OPTIONS(name, type) enum __attribute__((flag_enum, enum_extensibility(open))) name : type

typedef FG_ENUM(HTTPStatus, long) {
    HTTPStatusOK = 200,
    HTTPStatusNotFound = 404,
    HTTPStatusMissing = 404,
} HTTPStatus;

typedef FG_OPTIONS(URLFlags, unsigned long) {
    URLFlagsNone = 0,
    URLFlagsSecure = 1 << 0,
    URLFlagsCached = 1 << 1,
} URLFlags;

typedef enum { LevelLow, LevelHigh } Level;

struct Annotated {
    int *_Nullable maybe;
    struct Point *_Nullable target;
    Level level;
    HTTPStatus status;
    URLFlags flags;
};

struct Required {
    int *_Nonnull always;
    int count;
};

struct Wide {
    long double precise;
};

struct Tagged {
    int tag;
    union {
        int asInt;
        float asFloat;
    };
};

typedef struct Opaque *OpaqueRef;
typedef struct Same { int v; } Same;
typedef int Handler(int);

struct Callbacks {
    OpaqueRef _Null_unspecified ref;
    Handler *_Null_unspecified handler;
    const struct Point fixedPoint;
    Same same;
    ptrdiff_t distance;
};

struct Flexible {
    int count;
    int items[];
};

struct Holder {
    struct Required required;
};

#endif
