// The few libclang types factorygen uses, declared by their C layout so that Swift can pass
// them by value to functions looked up at run time with dlsym. Nothing here links libclang:
// a machine without it builds factorygen all the same. The layouts are libclang's stable C
// ABI (CXCursor, CXType, CXString, CXSourceLocation, CXUnsavedFile); enums are plain ints.
#ifndef FACTORYGEN_CLIBCLANG_H
#define FACTORYGEN_CLIBCLANG_H

typedef struct {
    const void *data;
    unsigned privateFlags;
} FGString;

typedef struct {
    int kind;
    int xdata;
    const void *data[3];
} FGCursor;

typedef struct {
    int kind;
    void *data[2];
} FGType;

typedef struct {
    const void *pointerData[2];
    unsigned intData;
} FGSourceLocation;

typedef struct {
    const char *filename;
    const char *contents;
    unsigned long length;
} FGUnsavedFile;

typedef int (*FGCursorVisitor)(FGCursor cursor, FGCursor parent, void *context);

typedef void *(*FGCreateIndex)(int excludeDeclarationsFromPCH, int displayDiagnostics);
typedef void (*FGDisposeIndex)(void *index);
typedef void *(*FGParseTranslationUnit)(void *index, const char *path, const char *const *arguments, int argumentCount,
                                        FGUnsavedFile *unsavedFiles, unsigned unsavedCount, unsigned options);
typedef void (*FGDisposeTranslationUnit)(void *unit);
typedef FGCursor (*FGTranslationUnitCursor)(void *unit);
typedef unsigned (*FGVisitChildren)(FGCursor parent, FGCursorVisitor visitor, void *context);
typedef const char *(*FGGetCString)(FGString string);
typedef void (*FGDisposeString)(FGString string);
typedef FGString (*FGCursorString)(FGCursor cursor);
typedef FGString (*FGCursorPrettyPrinted)(FGCursor cursor, void *policy);
typedef FGType (*FGCursorType)(FGCursor cursor);
typedef long long (*FGCursorLongLong)(FGCursor cursor);
typedef unsigned long long (*FGCursorUnsignedLongLong)(FGCursor cursor);
typedef unsigned (*FGCursorUnsigned)(FGCursor cursor);
typedef int (*FGCursorInt)(FGCursor cursor);
typedef FGSourceLocation (*FGCursorLocation)(FGCursor cursor);
typedef FGType (*FGTypeType)(FGType type);
typedef FGCursor (*FGTypeCursor)(FGType type);
typedef long long (*FGTypeLongLong)(FGType type);
typedef int (*FGTypeInt)(FGType type);
typedef unsigned (*FGTypeUnsigned)(FGType type);
typedef FGType (*FGTypeArgument)(FGType type, unsigned index);
typedef FGString (*FGTypeString)(FGType type);
typedef void (*FGSpellingLocation)(FGSourceLocation location, void **file, unsigned *line, unsigned *column, unsigned *offset);
typedef FGString (*FGFileName)(void *file);
typedef int (*FGLocationInt)(FGSourceLocation location);
typedef unsigned (*FGUnitDiagnosticCount)(void *unit);
typedef void *(*FGUnitDiagnostic)(void *unit, unsigned index);
typedef int (*FGDiagnosticSeverity)(void *diagnostic);
typedef FGString (*FGDiagnosticSpelling)(void *diagnostic);
typedef FGSourceLocation (*FGDiagnosticLocation)(void *diagnostic);
typedef void (*FGDisposeDiagnostic)(void *diagnostic);
typedef void (*FGInclusionVisitor)(void *includedFile, FGSourceLocation *inclusionStack, unsigned stackLength, void *context);
typedef void (*FGGetInclusions)(void *unit, FGInclusionVisitor visitor, void *context);

#endif
