import CLibclang
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libclang, loaded at run time with `dlopen`, as clang's own Python bindings load it: building
/// factorygen never needs it, and only reading C headers does.
///
/// ```swift
/// switch Libclang.load(LibclangSearch.standard()) {
/// case .success(let clang): print(clang.path)          // "/usr/lib/llvm-18/lib/libclang.so"
/// case .failure(let problem): print(problem.message)   // says how to install it
/// }
/// ```
///
/// The library stays loaded for the life of the process: unloading it while a translation
/// unit's memory is still referenced would crash, and reloading costs more than keeping it.
final class Libclang: @unchecked Sendable {
    /// The file that was loaded.
    let path: String
    /// The folder of clang's own headers (`stddef.h`, `stdbool.h`) next to the library,
    /// `<lib>/clang/<version>`: libclang does not always find it by itself (the Swift
    /// toolchain's reports "'stddef.h' file not found" without it).
    let resourceDirectory: String?

    let createIndex: FGCreateIndex
    let disposeIndex: FGDisposeIndex
    let parseTranslationUnit: FGParseTranslationUnit
    let disposeTranslationUnit: FGDisposeTranslationUnit
    let translationUnitCursor: FGTranslationUnitCursor
    let visitChildren: FGVisitChildren
    let getCString: FGGetCString
    let disposeString: FGDisposeString
    let cursorSpelling: FGCursorString
    let cursorPrettyPrinted: FGCursorPrettyPrinted
    let cursorType: FGCursorType
    let typedefUnderlyingType: FGCursorType
    let enumIntegerType: FGCursorType
    let enumConstantValue: FGCursorLongLong
    let enumConstantUnsignedValue: FGCursorUnsignedLongLong
    let isBitField: FGCursorUnsigned
    let bitWidth: FGCursorInt
    let isAnonymous: FGCursorUnsigned
    let availability: FGCursorInt
    let cursorLocation: FGCursorLocation
    let canonicalType: FGTypeType
    let pointeeType: FGTypeType
    let elementType: FGTypeType
    let resultType: FGTypeType
    let namedType: FGTypeType
    let modifiedType: FGTypeType
    let typeDeclaration: FGTypeCursor
    let elementCount: FGTypeLongLong
    let sizeOf: FGTypeLongLong
    let alignOf: FGTypeLongLong
    let argumentCount: FGTypeInt
    let nullability: FGTypeInt
    let isConstQualified: FGTypeUnsigned
    let isVariadic: FGTypeUnsigned
    let argumentType: FGTypeArgument
    let typeSpelling: FGTypeString
    let spellingLocation: FGSpellingLocation
    let expansionLocation: FGSpellingLocation
    let fileName: FGFileName
    let isInSystemHeader: FGLocationInt
    let diagnosticCount: FGUnitDiagnosticCount
    let diagnostic: FGUnitDiagnostic
    let diagnosticSeverity: FGDiagnosticSeverity
    let diagnosticSpelling: FGDiagnosticSpelling
    let diagnosticLocation: FGDiagnosticLocation
    let disposeDiagnostic: FGDisposeDiagnostic
    let getInclusions: FGGetInclusions

    /// The first library of `search` that loads and has every function factorygen calls.
    static func load(_ search: LibclangSearch) -> Result<Libclang, LibclangUnavailable> {
        var tried: [String] = []
        for path in search.candidates() {
            do {
                return .success(try Libclang(path: path))
            } catch {
                tried.append("\(path) (\(error.reason))")
            }
        }
        return .failure(LibclangUnavailable(tried: tried))
    }

    private struct LoadFailure: Error {
        var reason: String
    }

    private init(path: String) throws(LoadFailure) {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "cannot be loaded"
            throw LoadFailure(reason: FileManager.default.fileExists(atPath: path) ? reason : "no such file")
        }
        func symbol<T>(_ name: String, _: T.Type = T.self) throws(LoadFailure) -> T {
            guard let pointer = dlsym(handle, name) else { throw LoadFailure(reason: "has no \(name)") }
            return unsafeBitCast(pointer, to: T.self)
        }
        self.path = path
        resourceDirectory = Self.resourceDirectory(near: path)
        createIndex = try symbol("clang_createIndex")
        disposeIndex = try symbol("clang_disposeIndex")
        parseTranslationUnit = try symbol("clang_parseTranslationUnit")
        disposeTranslationUnit = try symbol("clang_disposeTranslationUnit")
        translationUnitCursor = try symbol("clang_getTranslationUnitCursor")
        visitChildren = try symbol("clang_visitChildren")
        getCString = try symbol("clang_getCString")
        disposeString = try symbol("clang_disposeString")
        cursorSpelling = try symbol("clang_getCursorSpelling")
        cursorPrettyPrinted = try symbol("clang_getCursorPrettyPrinted")
        cursorType = try symbol("clang_getCursorType")
        typedefUnderlyingType = try symbol("clang_getTypedefDeclUnderlyingType")
        enumIntegerType = try symbol("clang_getEnumDeclIntegerType")
        enumConstantValue = try symbol("clang_getEnumConstantDeclValue")
        enumConstantUnsignedValue = try symbol("clang_getEnumConstantDeclUnsignedValue")
        isBitField = try symbol("clang_Cursor_isBitField")
        bitWidth = try symbol("clang_getFieldDeclBitWidth")
        isAnonymous = try symbol("clang_Cursor_isAnonymous")
        availability = try symbol("clang_getCursorAvailability")
        cursorLocation = try symbol("clang_getCursorLocation")
        canonicalType = try symbol("clang_getCanonicalType")
        pointeeType = try symbol("clang_getPointeeType")
        elementType = try symbol("clang_getArrayElementType")
        resultType = try symbol("clang_getResultType")
        namedType = try symbol("clang_Type_getNamedType")
        modifiedType = try symbol("clang_Type_getModifiedType")
        typeDeclaration = try symbol("clang_getTypeDeclaration")
        elementCount = try symbol("clang_getArraySize")
        sizeOf = try symbol("clang_Type_getSizeOf")
        alignOf = try symbol("clang_Type_getAlignOf")
        argumentCount = try symbol("clang_getNumArgTypes")
        nullability = try symbol("clang_Type_getNullability")
        isConstQualified = try symbol("clang_isConstQualifiedType")
        isVariadic = try symbol("clang_isFunctionTypeVariadic")
        argumentType = try symbol("clang_getArgType")
        typeSpelling = try symbol("clang_getTypeSpelling")
        spellingLocation = try symbol("clang_getSpellingLocation")
        expansionLocation = try symbol("clang_getExpansionLocation")
        fileName = try symbol("clang_getFileName")
        isInSystemHeader = try symbol("clang_Location_isInSystemHeader")
        diagnosticCount = try symbol("clang_getNumDiagnostics")
        diagnostic = try symbol("clang_getDiagnostic")
        diagnosticSeverity = try symbol("clang_getDiagnosticSeverity")
        diagnosticSpelling = try symbol("clang_getDiagnosticSpelling")
        diagnosticLocation = try symbol("clang_getDiagnosticLocation")
        disposeDiagnostic = try symbol("clang_disposeDiagnostic")
        getInclusions = try symbol("clang_getInclusions")
    }

    private static func resourceDirectory(near library: String) -> String? {
        let folder = URL(fileURLWithPath: library).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("clang")
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let usable = versions.filter { version in
            FileManager.default.fileExists(atPath: folder.appendingPathComponent(version).appendingPathComponent("include/stddef.h").path)
        }
        // The newest, by its leading number: one library ships one version, but a folder may hold leftovers.
        return usable.max { (Int($0.prefix { $0.isNumber }) ?? 0) < (Int($1.prefix { $0.isNumber }) ?? 0) }
            .map { folder.appendingPathComponent($0).path }
    }

    /// A translation unit of `contents`, an umbrella file held in memory at `path`, or `nil`
    /// when libclang cannot make one. Function bodies are skipped (only declarations matter);
    /// `options` adds to that.
    func parse(umbrella contents: String, at path: String, index: UnsafeMutableRawPointer, arguments: [String], options: UInt32 = 0) -> UnsafeMutableRawPointer? {
        path.withCString { path in
            contents.withCString { text in
                var unsaved = FGUnsavedFile(filename: path, contents: text, length: UInt(contents.utf8.count))
                let pointers = arguments.map { strdup($0) }
                defer { pointers.forEach { free($0) } }
                var constPointers = pointers.map { UnsafePointer($0) }
                return parseTranslationUnit(index, path, &constPointers, Int32(arguments.count), &unsaved, 1, 0x40 | options)
            }
        }
    }

    /// A libclang string as a Swift one, disposed of.
    func string(_ value: FGString) -> String {
        defer { disposeString(value) }
        return getCString(value).map { String(cString: $0) } ?? ""
    }

    /// Whether a struct, union or enum has no name of its own. libclang 14 says a tag named by a
    /// typedef is not anonymous and spells it `""`; libclang 21 spells it `struct (unnamed at …)`.
    func isUnnamed(_ tag: FGCursor) -> Bool {
        if isAnonymous(tag) != 0 { return true }
        let name = string(cursorSpelling(tag))
        return name.isEmpty || name.contains("(unnamed") || name.contains("(anonymous")
    }

    /// The struct or union `type` names, through `struct` and attributes, and through arrays
    /// and pointers where asked: what a field's type holds.
    func record(under type: FGType, throughArrays: Bool = false, throughPointers: Bool = false) -> FGType? {
        var type = type
        while true {
            switch type.kind {
            case 119: type = namedType(type) // Elaborated
            case 163: type = modifiedType(type) // Attributed
            case 112 where throughArrays, 114 where throughArrays: type = elementType(type) // ConstantArray, IncompleteArray
            case 101 where throughPointers: type = pointeeType(type)
            case 105: return type // Record
            default: return nil
            }
        }
    }

    /// The Swift attribute for a declaration the header marks `deprecated` or `unavailable`,
    /// which the importer carries over: a use of it warns, or does not compile.
    func availabilityAttribute(of cursor: FGCursor) -> Attribute? {
        switch availability(cursor) {
        case 1: Attribute(name: "available", arguments: "*, deprecated") // CXAvailability_Deprecated
        case 2: Attribute(name: "available", arguments: "*, unavailable") // CXAvailability_NotAvailable
        default: nil
        }
    }

    /// The file, line and column of a location; `nil` for one in no file (a built-in).
    func place(_ location: FGSourceLocation) -> (file: String, line: Int, column: Int)? {
        var file: UnsafeMutableRawPointer?
        var line: UInt32 = 0, column: UInt32 = 0, offset: UInt32 = 0
        spellingLocation(location, &file, &line, &column, &offset)
        guard let file else { return nil }
        return (string(fileName(file)), Int(line), Int(column))
    }

    /// Each file `unit` includes, with the files whose `#include` lines brought it in,
    /// innermost first.
    func inclusions(of unit: UnsafeMutableRawPointer) -> [(file: String, includers: [String])] {
        final class Collected {
            let clang: Libclang
            var inclusions: [(file: String, includers: [String])] = []
            init(clang: Libclang) { self.clang = clang }
        }
        let collected = Collected(clang: self)
        // A C function cannot capture: the collection travels through the context pointer.
        withExtendedLifetime(collected) {
            getInclusions(unit, { file, stack, length, context in
                let collected = Unmanaged<Collected>.fromOpaque(context!).takeUnretainedValue()
                guard let file else { return }
                var includers: [String] = []
                if let stack {
                    for index in 0..<Int(length) {
                        if let place = collected.clang.place(stack[index]) { includers.append(place.file) }
                    }
                }
                collected.inclusions.append((collected.clang.string(collected.clang.fileName(file)), includers))
            }, Unmanaged.passUnretained(collected).toOpaque())
        }
        return collected.inclusions
    }

    /// Where a location's macro, if any, is expanded: the file and offset. Declarations a macro
    /// writes share the macro's own place, which ``place(_:)`` gives.
    func expansion(_ location: FGSourceLocation) -> (file: String, offset: Int)? {
        var file: UnsafeMutableRawPointer?
        var line: UInt32 = 0, column: UInt32 = 0, offset: UInt32 = 0
        expansionLocation(location, &file, &line, &column, &offset)
        guard let file else { return nil }
        return (string(fileName(file)), Int(offset))
    }

    /// The direct children of `cursor`, in source order.
    func children(of cursor: FGCursor) -> [FGCursor] {
        final class Collected { var cursors: [FGCursor] = [] }
        let collected = Collected()
        // A C function cannot capture: the array travels through the context pointer.
        _ = withExtendedLifetime(collected) {
            visitChildren(cursor, { child, _, context in
                Unmanaged<Collected>.fromOpaque(context!).takeUnretainedValue().cursors.append(child)
                return 1 // CXChildVisit_Continue
            }, Unmanaged.passUnretained(collected).toOpaque())
        }
        return collected.cursors
    }
}

/// No usable libclang was found: the one error asking for C headers gives without it.
struct LibclangUnavailable: Error, Hashable, Sendable {
    /// Each file tried, with why it did not load.
    var tried: [String]

    var message: String {
        let places = tried.isEmpty ? "" : " (tried: " + tried.joined(separator: "; ") + ")"
        return "reading C headers needs libclang, which was not found\(places); install it with "
            + "`apt-get install libclang-dev` (Debian, Ubuntu) or Xcode, or set FACTORYGEN_LIBCLANG to the path of "
            + "libclang.so or libclang.dylib"
    }
}
