/// Whether the standard library codes a struct or class through its raw value.
///
/// `RawRepresentable` has default `init(from:)` and `encode(to:)` for a raw value of the
/// standard library's own raw types: a type that conforms and writes neither is coded as that
/// one value, through `init?(rawValue:)` and `rawValue`, not by synthesized keyed coding. Its
/// coding keys are none: swift-bson's `BSONBinary.Subtype` (a `UInt8` raw value) was given a
/// `CodingRebuild` lens, whose replaced `rawValue` key its decoding never read, so setting
/// gave back the old value. With any other raw type (a struct of the inputs) the compiler
/// synthesizes keyed coding as usual.
///
/// ```swift
/// // struct Kind: RawRepresentable, Codable { let rawValue: UInt8; init?(rawValue: UInt8) { … } }
/// StandardRawValueCoding.applies(to: kind) // true
/// ```
enum StandardRawValueCoding {
    /// The raw types `RawRepresentable`'s default coding is written for.
    static let rawTypes: Set<String> = [
        "Bool", "String", "Double", "Float", "Int", "Int8", "Int16", "Int32", "Int64",
        "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]

    /// An enum is left out: its raw-value coding is read where enums are (a decoded raw value
    /// may name no case).
    static func applies(to node: TypeNode) -> Bool {
        guard let raw = rawType(of: node) else { return false }
        return isStandardRawType(raw)
    }

    /// The raw type is written so that it cannot be one of the standard raw types, whatever
    /// its names stand for: a dictionary, an array, an optional, a tuple, a function, or a
    /// type with generic arguments (LoopKit's `[String: Any]`). The compiler then synthesizes
    /// keyed coding, which never calls `init?(rawValue:)`. A plain name may be an alias of
    /// `String` declared anywhere, so it proves nothing.
    static func surelyCodedByKeys(_ node: TypeNode) -> Bool {
        guard let raw = rawType(of: node) else { return false }
        switch raw {
        case .nominal(let components): return components.contains { !$0.genericArguments.isEmpty }
        case .optional, .implicitlyUnwrappedOptional, .array, .dictionary, .tuple, .function: return true
        default: return false
        }
    }

    /// The raw type of a `RawRepresentable` (or `OptionSet`) struct or class, as written: the
    /// stored `rawValue`'s, else the `init(rawValue:)` parameter's, else the `RawValue`
    /// typealias's, also where either of the others names it (`var rawValue: RawValue`).
    private static func rawType(of node: TypeNode) -> TypeSyntax? {
        guard node.kind == .struct || node.kind == .class else { return nil }
        let clauses = [node.declaration.inheritedTypes] + node.extensions.map(\.inheritedTypes)
        guard clauses.joined().contains(where: isRawRepresentable) else { return nil }
        let members = [node.declaration.members] + node.extensions.map(\.members)
        let property = members.lazy.flatMap(\.properties).first { $0.name == "rawValue" && !$0.isStatic }?.type
        let parameter = members.lazy.flatMap(\.initializers)
            .first { $0.parameters.count == 1 && $0.parameters[0].label == "rawValue" }?.parameters[0].type
        let alias = members.lazy.flatMap(\.typealiases).first { $0.name == "RawValue" }?.target
        guard let raw = property ?? parameter ?? alias else { return nil }
        if isRawValueAlias(raw), let alias { return alias }
        return raw
    }

    /// `RawValue` or `Self.RawValue`.
    private static func isRawValueAlias(_ syntax: TypeSyntax) -> Bool {
        guard case .nominal(let components) = syntax, let last = components.last, last.name == "RawValue",
              last.genericArguments.isEmpty else { return false }
        return components.count == 1 || (components.count == 2 && components[0].name == "Self")
    }

    private static func isRawRepresentable(_ syntax: TypeSyntax) -> Bool {
        guard let name = standardName(syntax) else { return false }
        return name == "RawRepresentable" || name == "OptionSet"
    }

    private static func isStandardRawType(_ syntax: TypeSyntax) -> Bool {
        guard let name = standardName(syntax) else { return false }
        return rawTypes.contains(name)
    }

    /// `UInt8` or `Swift.UInt8`, without generic arguments.
    private static func standardName(_ syntax: TypeSyntax) -> String? {
        guard case .nominal(let components) = syntax, let last = components.last, last.genericArguments.isEmpty,
              components.count == 1 || (components.count == 2 && components[0].name == "Swift") else { return nil }
        return last.name
    }
}
