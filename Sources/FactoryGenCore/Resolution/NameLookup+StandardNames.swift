/// The standard library's and Foundation's names, as ``NameLookup`` reads them once no
/// declaration of the inputs took the name: its tables are gathered into one dictionary, so
/// that a name is hashed once.
extension NameLookup {
    /// Standard names that are typealiases of providable types. The literal types' are what a
    /// conformer's `init(stringLiteral value: StringLiteralType)` (Xcode's fix-it writes it so)
    /// names: unqualified lookup finds the standard library's global alias, not the conformer's
    /// associated type, whatever its initializer takes (OpenAPIKit's `Shared.ComponentKey`).
    fileprivate static let standardAliases: [String: ResolvedType] = [
        "TimeInterval": .standard("Double", arguments: []),
        "Float64": .standard("Double", arguments: []),
        "Float32": .standard("Float", arguments: []),
        "Void": .void,
        "StringLiteralType": .standard("String", arguments: []),
        "ExtendedGraphemeClusterType": .standard("String", arguments: []),
        "UnicodeScalarType": .standard("String", arguments: []),
        // The standard library's alias of `Unicode.Scalar` (yaslab/CSV.swift's delimiter).
        "UnicodeScalar": .standard("Unicode.Scalar", arguments: []),
        "IntegerLiteralType": .standard("Int", arguments: []),
        "FloatLiteralType": .standard("Double", arguments: []),
        "BooleanLiteralType": .standard("Bool", arguments: []),
        // The C types Swift names after C, those that are the same type on every platform
        // (`CLong` and `CChar` are not), and the POSIX ones that are so wherever they exist:
        // swiftlang/swift-subprocess's `ProcessIdentifier` (a `pid_t` and a `CInt`) was skipped.
        "CInt": .standard("Int32", arguments: []),
        "CUnsignedInt": .standard("UInt32", arguments: []),
        "CShort": .standard("Int16", arguments: []),
        "CUnsignedShort": .standard("UInt16", arguments: []),
        "CLongLong": .standard("Int64", arguments: []),
        "CUnsignedLongLong": .standard("UInt64", arguments: []),
        "CSignedChar": .standard("Int8", arguments: []),
        "CUnsignedChar": .standard("UInt8", arguments: []),
        "CFloat": .standard("Float", arguments: []),
        "CDouble": .standard("Double", arguments: []),
        "CBool": .standard("Bool", arguments: []),
        "pid_t": .standard("Int32", arguments: []),
        "uid_t": .standard("UInt32", arguments: []),
        "gid_t": .standard("UInt32", arguments: []),
        "size_t": .standard("Int", arguments: []),
    ]

    /// Standard generic typealiases of providable types, by the type each stands for with the
    /// same arguments: `CountableRange<Int>` is `Range<Int>` (mapbox/turf-swift's WKT parser
    /// builds a `Consumer.Location` from one), and a field or a parameter of one is built as
    /// that type is.
    fileprivate static let standardGenericAliases: [String: String] = [
        "CountableRange": "Range",
        "CountableClosedRange": "ClosedRange",
    ]

    /// Standard types whose values cannot be made up.
    fileprivate static let opaqueNames: Set<String> = ["Any", "AnyClass", "Never"]

    /// Standard protocols: a field of such a type has no conformer in the inputs to pick.
    /// The standard library's and Foundation's protocols a field may be typed with: none can
    /// be given a conformance by an extension, so a fix must not suggest one (OpenAPIKit's
    /// validator takes `key: CodingKey`).
    fileprivate static let foreignProtocols: Set<String> = [
        "Error", "LocalizedError", "CustomNSError", "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable",
        "CodingKey", "Identifiable", "CustomStringConvertible", "CustomDebugStringConvertible", "LosslessStringConvertible",
        "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
        "RangeReplaceableCollection", "IteratorProtocol", "SetAlgebra", "OptionSet", "StringProtocol", "Numeric",
        "SignedNumeric", "BinaryInteger", "FixedWidthInteger", "SignedInteger", "UnsignedInteger", "FloatingPoint",
        "BinaryFloatingPoint", "Strideable", "TextOutputStream", "TextOutputStreamable", "RawRepresentable", "CaseIterable",
        "Encoder", "Decoder", "AsyncSequence", "AsyncIteratorProtocol",
        "Actor", "AnyActor", "NSCopying", "NSCoding", "NSSecureCoding", "NSObjectProtocol",
    ]

    /// A standard generic type's associated types: `[T].Element` is `T`, `[K: V].Value` is `V`,
    /// `[T].SubSequence` is `ArraySlice<T>` (a `ContiguousArray`'s too), and a `String`'s
    /// `Substring` (swift-openapi-runtime's URI parser stores `String.SubSequence`).
    static func standardMember(_ member: String, of name: String, arguments: [ResolvedType]) -> ResolvedType? {
        switch (name, member) {
        case ("Array", "Element"), ("ArraySlice", "Element"), ("ContiguousArray", "Element"), ("Set", "Element"), ("Optional", "Wrapped"),
             ("Range", "Bound"), ("ClosedRange", "Bound"), ("Dictionary", "Key"), ("Result", "Success"):
            return arguments.first
        case ("Dictionary", "Value"):
            return arguments.count == 2 ? arguments[1] : nil
        case ("Array", "Index"), ("ArraySlice", "Index"), ("ContiguousArray", "Index"):
            return .standard("Int", arguments: [])
        case ("String", "Index"), ("Substring", "Index"):
            return .standard("String.Index", arguments: [])
        case ("Array", "SubSequence"), ("ArraySlice", "SubSequence"), ("ContiguousArray", "SubSequence"):
            return .standard("ArraySlice", arguments: arguments)
        case ("String", "SubSequence"), ("Substring", "SubSequence"):
            return .standard("Substring", arguments: [])
        case ("String", "Element"), ("Substring", "Element"):
            return .standard("Character", arguments: [])
        default:
            return nil
        }
    }

    /// `Unicode.Scalar` or `Swift.Unicode.Scalar`: a standard type nested in a namespace that is
    /// no type of its own, named by its path. A name the inputs declare never gets here.
    static func nestedStandard(_ first: TypeComponent, _ rest: [TypeComponent]) -> ResolvedType? {
        var path = rest
        var outer = first
        if rest.count == 2, StandardProvidableTypes.modules.contains(first.name) { outer = path.removeFirst() }
        guard path.count == 1, outer.genericArguments.isEmpty, path[0].genericArguments.isEmpty else { return nil }
        let name = outer.name + "." + path[0].name
        return StandardProvidableTypes.arity[name] == 0 ? .standard(name, arguments: []) : nil
    }

    /// What a standard name can mean, every table above in one, so that a name is hashed once.
    fileprivate struct StandardName {
        var arity: Int?
        var package: StandardProvidableTypes.PackageType?
        var alias: ResolvedType?
        var genericAlias: String?
        var isPlatformAlias = false
        var isOpaque = false
        var existential: StandardExistential?
        var isForeignProtocol = false
    }

    fileprivate static let standardNames: [String: StandardName] = {
        var names: [String: StandardName] = [:]
        for (name, arity) in StandardProvidableTypes.arity { names[name, default: StandardName()].arity = arity }
        for (name, package) in StandardProvidableTypes.packageTypes { names[name, default: StandardName()].package = package }
        for (name, alias) in standardAliases { names[name, default: StandardName()].alias = alias }
        for (name, target) in standardGenericAliases { names[name, default: StandardName()].genericAlias = target }
        for name in StandardProvidableTypes.platformAliases { names[name, default: StandardName()].isPlatformAlias = true }
        for name in opaqueNames { names[name, default: StandardName()].isOpaque = true }
        for (name, kind) in StandardExistential.byName { names[name, default: StandardName()].existential = kind }
        for name in foreignProtocols { names[name, default: StandardName()].isForeignProtocol = true }
        return names
    }()

    /// `name` (after its module, `qualifier`, when written) as a standard type, or what it is
    /// when it is none: a generic one no table knows is another module's (``ResolvedType/foreign(_:arguments:)``).
    func standard(_ name: String, arguments: [ResolvedType], written: TypeSyntax, qualifier: String? = nil) -> ResolvedType {
        guard let known = Self.standardNames[name] else {
            guard !arguments.isEmpty else { return .unprovidable(.unknown, spelling: written.description) }
            return .foreign(qualifier.map { $0 + "." + name } ?? name, arguments: arguments)
        }
        if let arity = known.arity, arity == arguments.count {
            return .standard(name, arguments: arguments)
        }
        if let package = known.package, package.arity == arguments.count, importedModules.contains(package.module) {
            return .standard(name, arguments: arguments)
        }
        if arguments.isEmpty, let alias = known.alias { return alias }
        if let target = known.genericAlias, StandardProvidableTypes.arity[target] == arguments.count {
            return .standard(target, arguments: arguments)
        }
        if arguments.isEmpty, known.isPlatformAlias { return .standard(name, arguments: []) }
        if known.isOpaque { return .unprovidable(.opaqueValue, spelling: written.description) }
        // `Sequence<Song>`: after `any`, an array of songs is a value of it.
        if arguments.count == 1, StandardExistential.collectionProtocols.contains(name) {
            return .standardExistential(.collection(name, element: arguments[0]), spelling: written.description)
        }
        if let kind = known.existential { return .standardExistential(kind, spelling: written.description) }
        if known.isForeignProtocol { return .unprovidable(.foreignProtocol, spelling: written.description) }
        return .unprovidable(.unknown, spelling: written.description)
    }
}
