// Plain C records, typedefs and enums: the shapes a C library's header has.
#ifndef GEOMETRY_H
#define GEOMETRY_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

typedef int Counter;

struct Point {
    int x;
    int y;
};

typedef struct {
    double width;
    double height;
} Size;

typedef struct Point PointAlias;

enum Color { ColorRed, ColorGreen, ColorBlue };

enum Signed { SignedLow = -1, SignedHigh = 1 };

typedef enum __attribute__((enum_extensibility(closed))) {
    ShapeKindCircle,
    ShapeKindSquare,
    ShapeKindTriangle,
} ShapeKind;

typedef enum __attribute__((enum_extensibility(open))) Axis : uint8_t {
    AxisHorizontal = 1,
    AxisVertical = 2,
} Axis;

typedef enum __attribute__((flag_enum, enum_extensibility(open))) Permissions : unsigned {
    PermissionsRead = 1 << 0,
    PermissionsWrite = 1 << 1,
    PermissionsExecute = 1 << 2,
} Permissions;

typedef int (*Comparator)(const void *, const void *);

struct Numbers {
    char c;
    signed char sc;
    unsigned char uc;
    short s;
    unsigned short us;
    int i;
    unsigned int ui;
    long l;
    unsigned long ul;
    long long ll;
    unsigned long long ull;
    float f;
    double d;
    bool flag;
    size_t size;
    uint8_t byte;
    int64_t wide;
    Counter counter;
};

struct Pointers {
    char *name;
    const char *label;
    void *context;
    const void *bytes;
    int *values;
    const struct Point *origin;
    struct Opaque *handle;
    Comparator compare;
    void (*callback)(int, double);
    int **matrix;
};

struct Arrays {
    int four[4];
    char name[8];
    struct Point corners[2];
    double grid[2][3];
};

struct Nested {
    struct Inner {
        int depth;
    } inner;
    struct {
        float u;
        float v;
    } coordinates;
    union {
        int asInt;
        float asFloat;
    } raw;
};

// C truncates what a bit-field is given, so its lens obeys the laws for values that fit: the
// widths hold the law driver's 42.
struct Bits {
    unsigned ready : 6;
    unsigned mode : 7;
    int level : 8;
    unsigned : 0;
    unsigned char tail;
};

struct Constants {
    const int fixed;
    const char *const title;
    int mutable_value;
};

union Value {
    int integer;
    double real;
    struct Point point;
};

struct Shape {
    Size size;
    PointAlias center;
    enum Color color;
    ShapeKind kind;
    Axis axis;
    Permissions permissions;
    union Value value;
};

#endif
