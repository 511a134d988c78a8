import CLibclang

/// Turns the headers' top-level cursors into the declarations Swift imports (see
/// ``CHeaderReader``), each in the file of the header that declares it.
struct CDeclarationBuilder {
    let clang: Libclang
    let mapping: CTypeMapping
    let naming: CDeclarationNaming
    private(set) var diagnostics: [Diagnostic] = []
    /// Declarations already added: a tag may be declared more than once, and is defined once.
    private var seen: Set<CDeclarationKey> = []

    init(clang: Libclang, mapping: CTypeMapping, naming: CDeclarationNaming) {
        self.clang = clang
        self.mapping = mapping
        self.naming = naming
    }

    mutating func add(_ cursor: FGCursor, to file: inout SourceFile, given: [String: String]) {
        let key = CDeclarationKey(cursor, clang: clang)
        guard seen.insert(key).inserted, let location = location(of: cursor, given: given) else { return }
        switch cursor.declarationKind {
        case .typedef? where naming.aliases.contains(key):
            let name = clang.string(clang.cursorSpelling(cursor))
            let target: TypeSyntax
            do {
                target = try mapping.swiftType(of: clang.typedefUnderlyingType(cursor), position: .alias)
            } catch {
                // Uses of the typedef then name a type no input declares, and say so.
                diagnostics.append(.note("typedef '\(name)' is left out: Swift has no type for '\(error.spelling)' that factorygen maps", at: location))
                return
            }
            file.typealiases.append(TypealiasDeclaration(name: name, target: target, accessLevel: .public, location: location))
        case .structure?, .union?:
            var nestedTops: [TypeDeclaration] = []
            if let record = record(cursor, location: location, given: given, tops: &nestedTops) {
                file.types.append(Self.imported(record))
            }
            file.types += nestedTops.map(Self.imported)
        case .enumeration?:
            if let enumeration = enumeration(cursor, location: location) { file.types.append(Self.imported(enumeration)) }
        default:
            break
        }
    }

    /// `declaration` and its nested types marked as read from C.
    private static func imported(_ declaration: TypeDeclaration) -> TypeDeclaration {
        var declaration = declaration
        declaration.isImportedFromC = true
        declaration.members.nestedTypes = declaration.members.nestedTypes.map(imported)
        return declaration
    }

    private func location(of cursor: FGCursor, given: [String: String]) -> SourceLocation? {
        guard let place = clang.place(clang.cursorLocation(cursor)) else { return nil }
        return SourceLocation(file: given[CHeaderReader.canonical(place.file)] ?? place.file, line: place.line, column: place.column)
    }

    /// A struct or union with a definition: its fields, the anonymous records named after them
    /// as nested types; named records declared inside go to `tops`, where C puts them.
    private mutating func record(_ cursor: FGCursor, location: SourceLocation, given: [String: String], tops: inout [TypeDeclaration]) -> TypeDeclaration? {
        guard case .nominal(let components)? = mapping.names[CDeclarationKey(cursor, clang: clang)] else { return nil }
        let children = clang.children(of: cursor)
        let fieldCursors = children.filter { $0.declarationKind == .field }
        guard !fieldCursors.isEmpty else { return nil } // declared, not defined here
        var members = MemberList()
        for child in children where (child.declarationKind?.isTag ?? false) {
            let childKey = CDeclarationKey(child, clang: clang)
            guard seen.insert(childKey).inserted, naming.confused[childKey] == nil,
                  let childLocation = self.location(of: child, given: given) else { continue }
            if child.declarationKind == .enumeration {
                if let enumeration = enumeration(child, location: childLocation) { tops.append(enumeration) }
            } else if let nested = record(child, location: childLocation, given: given, tops: &tops) {
                if clang.isUnnamed(child) { members.nestedTypes.append(nested) } else { tops.append(nested) }
            }
        }
        // A field Swift has no property for: the struct then has only `init()`.
        var omitsField = false
        for field in fieldCursors {
            let name = clang.string(clang.cursorSpelling(field))
            // `unsigned : 0` only aligns the next bit-field: Swift has no property for it.
            guard !name.isEmpty, let fieldLocation = self.location(of: field, given: given) else { continue }
            let fieldType = clang.cursorType(field)
            // A flexible array member (`int items[]`) has no Swift property, and the struct only `init()`.
            // So has an array of anonymous records (`union { … } slots[6]`, liblzma's `lzma_index_iter`).
            if fieldType.kind == 114 || isArrayOfNamelessRecords(fieldType) {
                omitsField = true
                continue
            }
            // And one whose anonymous record Swift confuses with another (``CDeclarationNaming/confused``).
            if let record = recordKey(of: fieldType, directly: true), let other = naming.confused[record] {
                omitsField = true
                let owner = components.map(\.name).joined(separator: ".")
                diagnostics.append(.note(
                    "'\(owner).\(name)' gets no lens and '\(owner)' is zeroed: Swift 6.3 confuses the type of '\(name)' "
                        + "with '\(other)' at run time, and generic code (a factory, a lens) would copy it with the other's size",
                    at: fieldLocation
                ))
                continue
            }
            let type: TypeSyntax
            do {
                type = try mapping.swiftType(of: fieldType, position: .field)
            } catch {
                // Named as C spells it: resolution reports the struct as needing it, with the field.
                type = .named(error.spelling)
            }
            // Swift imports a `const` field as a read-only property. A bit-field is writable, but
            // a key path to one crashes swiftc 6.3 ("cannot deserialize shared function"): taken
            // as read-only, its lens rebuilds the struct instead.
            let isReadOnly = clang.isConstQualified(fieldType) != 0 || clang.isBitField(field) != 0
            members.properties.append(PropertyDeclaration(
                name: name, type: type, isLet: isReadOnly, attributes: clang.availabilityAttribute(of: field).map { [$0] } ?? [],
                accessLevel: .public, location: fieldLocation
            ))
        }
        // An anonymous member (`union { int a; float b; };`) is an unlabeled parameter of the
        // imported memberwise initializer, of a type Swift names after a hidden field: the zero
        // initializer builds such a struct instead, as it builds a union.
        // libclang does not visit its implicit field: it is an unnamed record no field names.
        // A record some field points to or holds an array of is no member of its own.
        let hasAnonymousMember = children.contains { child in
            (child.declarationKind == .structure || child.declarationKind == .union) && clang.isUnnamed(child)
                && mapping.names[CDeclarationKey(child, clang: clang)] == nil
                && !fieldCursors.contains { recordKey(of: clang.cursorType($0), directly: false) == CDeclarationKey(child, clang: clang) }
        }
        if cursor.declarationKind == .union || hasAnonymousMember || omitsField {
            // Swift imports a union with `init()`, which zeroes it, and one initializer a member;
            // the zero one builds it whatever its members are.
            members.initializers = [InitializerDeclaration(accessLevel: .public, location: location)]
        }
        return TypeDeclaration(
            kind: .struct, name: components[components.count - 1].name, scope: components.dropLast().map(\.name),
            attributes: clang.availabilityAttribute(of: cursor).map { [$0] } ?? [], accessLevel: .public, location: location, members: members
        )
    }

    /// Whether `type` is an array (of arrays) of anonymous records the importer names nothing.
    private func isArrayOfNamelessRecords(_ type: FGType) -> Bool {
        clang.record(under: type, throughArrays: true).map(mapping.isNameless) ?? false
    }

    /// The record a field's type is (`directly`) or holds through pointers and arrays, if any.
    private func recordKey(of type: FGType, directly: Bool) -> CDeclarationKey? {
        clang.record(under: type, throughArrays: !directly, throughPointers: !directly).map { CDeclarationKey(clang.typeDeclaration($0), clang: clang) }
    }

    /// A plain enum (a struct with `rawValue`, whose constants are global), an
    /// `enum_extensibility` one (a Swift enum) or a `flag_enum` one (an `OptionSet`).
    private mutating func enumeration(_ cursor: FGCursor, location: SourceLocation) -> TypeDeclaration? {
        guard case .nominal(let components)? = mapping.names[CDeclarationKey(cursor, clang: clang)], components.count == 1 else { return nil }
        let name = components[0].name
        let children = clang.children(of: cursor)
        let constants = children.filter { $0.declarationKind == .enumConstant }
        guard !constants.isEmpty else { return nil }
        guard let rawType = try? mapping.swiftType(of: clang.enumIntegerType(cursor), position: .nested) else { return nil }
        let isUnsigned = ["UInt8", "UInt16", "UInt32", "UInt64", "UInt", "Bool"].contains(rawType.description)
        let values = constants.map { constant in
            isUnsigned ? String(clang.enumConstantUnsignedValue(constant)) : String(clang.enumConstantValue(constant))
        }
        let constantNames = constants.map { clang.string(clang.cursorSpelling($0)) }
        // A deprecated or unavailable constant is never the provided one, as its case never is.
        let constantAttributes = constants.map { clang.availabilityAttribute(of: $0).map { [$0] } ?? [] }
        let attributes = clang.availabilityAttribute(of: cursor).map { [$0] } ?? []
        let extensibility = self.extensibility(of: cursor)
        let isFlags = children.contains { $0.declarationKind == .flagEnumAttribute }
        let rawValue = PropertyDeclaration(name: "rawValue", type: rawType, isLet: false, accessLevel: .public, location: location)
        var readOnlyRawValue = rawValue
        readOnlyRawValue.isLet = true
        let rawInitializer = InitializerDeclaration(
            parameters: [Parameter(label: "rawValue", name: "rawValue", type: rawType)], accessLevel: .public, location: location
        )
        switch extensibility {
        case "open" where isFlags:
            let swiftNames = CEnumCaseNames.swiftNames(of: constantNames, enumName: name)
            var declaration = TypeDeclaration(
                kind: .struct, name: name, inheritedTypes: [.named("OptionSet")], accessLevel: .public, location: location,
                // An option set's `rawValue` is read-only: its lens rebuilds through `init(rawValue:)`.
                members: MemberList(properties: [readOnlyRawValue], initializers: [rawInitializer])
            )
            // Swift leaves out a zero constant (`[]` is the empty set), so the first non-zero one.
            declaration.attributes = attributes
            guard let first = values.indices.first(where: { values[$0] != "0" && constantAttributes[$0].isEmpty }) else { return declaration }
            declaration.importedValue = name + "." + Identifier.escaped(swiftNames[first])
            return declaration
        case "open", "closed":
            let swiftNames = CEnumCaseNames.swiftNames(of: constantNames, enumName: name)
            var seenValues = Set<String>()
            var cases: [EnumCaseDeclaration] = []
            for (index, constant) in constants.enumerated() where seenValues.insert(values[index]).inserted {
                // A constant with another's value is an alias: Swift makes it a static property.
                let place = clang.place(clang.cursorLocation(constant))
                cases.append(EnumCaseDeclaration(
                    name: swiftNames[index], rawValue: values[index], attributes: constantAttributes[index],
                    location: SourceLocation(file: location.file, line: place?.line ?? location.line, column: place?.column ?? location.column)
                ))
            }
            return TypeDeclaration(
                kind: .enum, name: name, inheritedTypes: [rawType],
                attributes: (extensibility == "closed" ? [Attribute(name: "frozen")] : []) + attributes, accessLevel: .public, location: location,
                members: MemberList(cases: cases)
            )
        default:
            let unlabeled = InitializerDeclaration(
                parameters: [Parameter(label: nil, name: "rawValue", type: rawType)], accessLevel: .public, location: location
            )
            var declaration = TypeDeclaration(
                kind: .struct, name: name, inheritedTypes: [.named("Hashable"), .named("Equatable"), .named("RawRepresentable")],
                attributes: attributes, accessLevel: .public, location: location,
                members: MemberList(properties: [rawValue], initializers: [unlabeled, rawInitializer])
            )
            // The importer declares the constants as global variables of the module.
            declaration.importedValue = constantNames[constantAttributes.firstIndex(where: \.isEmpty) ?? 0]
            return declaration
        }
    }

    /// `closed` or `open` for an enum marked `enum_extensibility(…)`; `nil` otherwise. libclang
    /// exposes the attribute only as unexposed, so its printed form tells which.
    private func extensibility(of cursor: FGCursor) -> String? {
        let printed = clang.string(clang.cursorPrettyPrinted(cursor, nil))
        guard let range = printed.range(of: "enum_extensibility(") else { return nil }
        let argument = printed[range.upperBound...].prefix { $0 != ")" }.filter { $0 != "\"" && $0 != " " }
        return argument == "closed" || argument == "open" ? String(argument) : nil
    }
}
