// Shapes found in real C libraries' headers (libyaml, libjpeg, liblzma, libuv, libgcrypt),
// without nullability annotations, as most are written.
#ifndef LIBRARY_H
#define LIBRARY_H

#include <stddef.h>
#include "geometry.h"

/* A function typedef keeps the importer's Int for size_t; a function pointer whose signature
   holds a C array cannot be written in Swift; an anonymous struct only pointed to is opaque. */
typedef int Sink(void *context, size_t length);
typedef short Samples[4];
typedef Samples *SampleRow;

struct Pipeline {
    Sink *sink;
    SampleRow (*fetch)(struct Point *origin, size_t count);
    struct { int depth; } *cursor;
    int stage;
};

/* Deprecated and unavailable declarations keep their attributes in Swift: none is used where
   it would warn or fail. */
struct __attribute__((deprecated("use Gauge"))) Meter {
    int reading;
};

struct Gauge {
    int level;
    int legacyLevel __attribute__((deprecated));
};

typedef enum __attribute__((enum_extensibility(open))) Mood : int {
    MoodStale __attribute__((deprecated)) = 0,
    MoodGone __attribute__((unavailable)) = 1,
    MoodCalm = 2,
} Mood;

enum Tone { ToneRetired __attribute__((deprecated)), ToneWarm };

/* A macro that writes an anonymous union into several structs: each struct has its own. */
#define SLOT_FIELDS union { int index; void *pointer; } slot; int generation;

struct Ticket {
    SLOT_FIELDS
    int seat;
};

struct Voucher {
    SLOT_FIELDS
    double amount;
};

/* Anonymous unions named alike in two structs, of different sizes: Swift 6.3 keeps one
   run-time type for both, so neither is provided nor given a lens, and their structs are zeroed. */
struct Parcel {
    int kind;
    union { double weight; long code; } detail;
    long stamp;
};

struct Letter {
    int kind;
    union { char initial; } detail;
    long stamp;
};

/* An array of anonymous unions has no Swift property: the struct has only init(). */
struct Ledger {
    union { int whole; float part; } entries[3];
    int total;
};

/* The C library's structs named without their headers (Tcl names `struct stat` so): libclang
   sees them incomplete, where Swift, which finds the C library's definition, sees them whole.
   A struct that nothing defines stays opaque to both. */
typedef struct stat FileStatus;
struct utimbuf;
struct Spindle;

struct Volume {
    int (*inspect)(const char *path, FileStatus *status);
    int (*touch)(const char *path, struct utimbuf *times);
    struct timeval *lastAccess;
    struct Spindle *spindle;
};

#endif
