import CLibclang

/// Maps a C type to the Swift type the Clang importer gives it, as factorygen's type syntax.
///
/// ```swift
/// // int four[4];            → (Int32, Int32, Int32, Int32)
/// // const char *label;      → UnsafePointer<CChar>!
/// // int (*compare)(int);    → (@convention(c) (Int32) -> Int32)!
/// mapping.swiftType(of: fieldType, position: .field)
/// ```
///
/// A pointer whose nullability the header does not say is `T!` where the importer writes it
/// so (a field, a typedef's target) and `T?` inside another type (`int **` is
/// `UnsafeMutablePointer<UnsafeMutablePointer<Int32>?>!`).
struct CTypeMapping {
    let clang: Libclang
    /// The Swift name of each record and enum declared in the headers, by ``CDeclarationKey``:
    /// anonymous ones get their typedef's name or the importer's `Outer.__Unnamed_struct_field`.
    let names: [CDeclarationKey: TypeSyntax]
    /// The structs the headers point to without defining them that the C library defines
    /// (``SystemRecords``): Swift, which imports the C library whole, sees them complete.
    var systemDefined: Set<String> = []
    /// The name of each struct pointed to that is not defined, nor in ``systemDefined``.
    let incomplete = IncompleteRecords()

    /// Collects the names of the incomplete structs met while mapping, which decide whether
    /// the C library's headers are read too.
    final class IncompleteRecords {
        fileprivate(set) var names: Set<String> = []
    }

    /// Where a type is written, which decides how an unannotated pointer is imported.
    enum Position {
        /// A field's type: an unannotated pointer is `T!`.
        case field
        /// Inside another type (a pointee, a parameter): `T?`.
        case nested
        /// A typedef's target: `T`, which the typedef's uses make optional.
        case alias
    }

    /// A type the importer would not give a value of, or that factorygen does not map.
    struct Unsupported: Error {
        var spelling: String
    }

    /// The importer's names for the C standard library's typedefs: `size_t` is `Int`, not the
    /// `UInt` its definition (`unsigned long`) would give.
    private static let mappedTypedefs: [String: String] = [
        "int8_t": "Int8", "int16_t": "Int16", "int32_t": "Int32", "int64_t": "Int64",
        "uint8_t": "UInt8", "uint16_t": "UInt16", "uint32_t": "UInt32", "uint64_t": "UInt64",
        "size_t": "Int", "ssize_t": "Int", "rsize_t": "Int", "intptr_t": "Int", "uintptr_t": "UInt", "ptrdiff_t": "Int",
    ]

    /// `CXTypeKind` numbers of the builtin types, with their Swift names.
    private static let builtins: [Int32: String] = [
        2: "Void", 3: "Bool", 4: "CChar", 5: "UInt8", 8: "UInt16", 9: "UInt32", 10: "UInt", 11: "UInt64",
        13: "CChar", 14: "Int8", 16: "Int16", 17: "Int32", 18: "Int", 19: "Int64", 21: "Float", 22: "Double", 23: "Float80",
    ]

    func swiftType(of type: FGType, position: Position) throws(Unsupported) -> TypeSyntax {
        var type = type
        var nullability: Int32 = 2 // CXTypeNullability_Unspecified
        while true {
            switch type.kind {
            case 119: // Elaborated: `struct Point`
                type = clang.namedType(type)
            case 163: // Attributed: `int *_Nullable`
                nullability = clang.nullability(type)
                type = clang.modifiedType(type)
            default:
                return try swiftType(ofPlain: type, nullability: nullability, position: position)
            }
        }
    }

    private func swiftType(ofPlain type: FGType, nullability: Int32, position: Position) throws(Unsupported) -> TypeSyntax {
        if let builtin = Self.builtins[type.kind] { return .named(builtin) }
        switch type.kind {
        case 107: // Typedef
            let declaration = clang.typeDeclaration(type)
            let name = clang.string(clang.cursorSpelling(declaration))
            if let mapped = Self.mappedTypedefs[name] { return .named(mapped) }
            if let own = names[CDeclarationKey(declaration, clang: clang)] {
                // `typedef int (*Comparator)(…)`: a field of that type is `Comparator!`.
                guard clang.canonicalType(type).kind == 101 else { return own }
                return optional(own, nullability: nullability, position: position)
            }
            // A typedef of a system header: its meaning, which is what Swift checks.
            return try swiftType(of: clang.canonicalType(type), position: position)
        case 105, 106: // Record, Enum
            let declaration = clang.typeDeclaration(type)
            if let own = names[CDeclarationKey(declaration, clang: clang)] { return own }
            if !clang.isUnnamed(declaration) { return .named(clang.string(clang.cursorSpelling(declaration))) }
        case 112: // ConstantArray: a tuple of that many elements
            let count = clang.elementCount(type)
            let element = try swiftType(of: clang.elementType(type), position: .nested)
            guard count > 0 else { break }
            return .tuple(Array(repeating: TupleTypeElement(type: element), count: Int(count)))
        case 110 where position == .alias, 111 where position == .alias: // FunctionProto, FunctionNoProto
            // `typedef int Handler(int)` is a Swift function type; its pointers are `@convention(c)`.
            if case .attributed(let function, _, _) = try functionType(type, written: type) { return function }
        case 101: // Pointer
            return optional(try pointerType(to: clang.pointeeType(type)), nullability: nullability, position: position)
        default:
            break
        }
        throw Unsupported(spelling: clang.string(clang.typeSpelling(type)))
    }

    /// A pointer as nullable as the header says, or as the importer assumes where it does not.
    private func optional(_ pointer: TypeSyntax, nullability: Int32, position: Position) -> TypeSyntax {
        switch (nullability, position) {
        case (0, _), (_, .alias): pointer // _Nonnull, or a typedef whose uses decide
        case (1, _), (_, .nested): .optional(pointer) // _Nullable, or inside another type
        default: .implicitlyUnwrappedOptional(pointer)
        }
    }

    private func pointerType(to pointee: FGType) throws(Unsupported) -> TypeSyntax {
        let canonical = clang.canonicalType(pointee)
        let isConst = clang.isConstQualified(pointee) != 0
        switch canonical.kind {
        case 2: // void
            return .named(isConst ? "UnsafeRawPointer" : "UnsafeMutableRawPointer")
        case 110, 111: // a function: `@convention(c)`
            return try functionType(canonical, written: pointee)
        case 105 where isNameless(canonical) || isUndefined(canonical):
            // An anonymous struct that is no field's own type (`struct { int x; } *next`), or one
            // declared and defined nowhere Swift looks: Swift cannot name its layout.
            return .named("OpaquePointer")
        default:
            let element = try swiftType(of: pointee, position: .nested)
            return .nominal([TypeComponent(name: isConst ? "UnsafePointer" : "UnsafeMutablePointer", genericArguments: [element])])
        }
    }

    /// Whether `record` is a struct declared but defined neither by the headers nor by the C
    /// library (``systemDefined``). Its name is collected, for ``SystemRecords`` to look for.
    private func isUndefined(_ record: FGType) -> Bool {
        guard clang.sizeOf(record) < 0 else { return false }
        let name = clang.string(clang.cursorSpelling(clang.typeDeclaration(record)))
        guard !systemDefined.contains(name) else { return false }
        incomplete.names.insert(name)
        return true
    }

    /// Whether `record` is an anonymous struct or union the importer gives no name: one that is
    /// not the type of a field of its own (``CDeclarationNaming``), but a pointee or an array's
    /// element. A pointer to it is `OpaquePointer`, and an array of it no property at all.
    func isNameless(_ record: FGType) -> Bool {
        let declaration = clang.typeDeclaration(record)
        return clang.isUnnamed(declaration) && names[CDeclarationKey(declaration, clang: clang)] == nil
    }

    private func functionType(_ canonical: FGType, written: FGType) throws(Unsupported) -> TypeSyntax {
        // A typedef of a function type (`typedef int Compare(int)`) keeps its parameters' typedefs.
        // Through the typedef's own target, not its canonical type: that one spells `size_t`
        // `unsigned long` (`UInt`, where Swift writes `Int`) and a typedef of an array a tuple,
        // which `@convention(c)` refuses where the importer names the typedef (libjpeg's
        // `JBLOCKARRAY`, yaml's `yaml_write_handler_t *`).
        var function = written
        while function.kind == 119 || function.kind == 107 || function.kind == 163 {
            switch function.kind {
            case 119: function = clang.namedType(function)
            case 163: function = clang.modifiedType(function)
            default: function = clang.typedefUnderlyingType(clang.typeDeclaration(function))
            }
        }
        // A parenthesized or otherwise unexposed function type: its canonical form.
        if function.kind != 110 && function.kind != 111 { function = canonical }
        if clang.isVariadic(function) != 0 { throw Unsupported(spelling: clang.string(clang.typeSpelling(written))) }
        let count = max(0, clang.argumentCount(function))
        var parameters: [TupleTypeElement] = []
        for index in 0..<count {
            parameters.append(TupleTypeElement(type: try swiftType(of: clang.argumentType(function, UInt32(index)), position: .nested)))
        }
        let result = try swiftType(of: clang.resultType(function), position: .nested)
        return .attributed(
            .function(FunctionTypeSyntax(parameters: parameters, returnType: result)),
            attributes: [Attribute(name: "convention", arguments: "c")], specifiers: []
        )
    }
}

/// A declaration's identity across cursors: its file, line and column, which two cursors for
/// the same declaration share, and where the macro that wrote it is expanded: a macro's
/// declarations share its place (libuv's `UV_HANDLE_FIELDS` writes an anonymous union into
/// every handle struct, each its own type).
struct CDeclarationKey: Hashable {
    var place: String

    init(_ cursor: FGCursor, clang: Libclang) {
        let location = clang.cursorLocation(cursor)
        guard let place = clang.place(location) else {
            self.place = clang.string(clang.cursorSpelling(cursor))
            return
        }
        let expansion = clang.expansion(location)
        self.place = "\(place.file):\(place.line):\(place.column)" + (expansion.map { "@\($0.file):\($0.offset)" } ?? "")
    }
}
