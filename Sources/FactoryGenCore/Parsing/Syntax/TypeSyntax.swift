/// A type expression, parsed into its structure.
///
/// ```swift
/// // [String: @Sendable (Int) async throws -> User.Id?]
/// .dictionary(
///     key: .named("String"),
///     value: .attributed(
///         .function(FunctionTypeSyntax(
///             parameters: [TupleTypeElement(type: .named("Int"))],
///             isAsync: true, throwsClause: .untyped,
///             returnType: .optional(.nominal([TypeComponent(name: "User"), TypeComponent(name: "Id")]))
///         )),
///         attributes: [Attribute(name: "Sendable")], specifiers: []
///     )
/// )
/// ```
/// `description` spells the type back as valid Swift, in a canonical form.
///
/// Only the cases that hold a type inline are `indirect`: a name, the commonest type by far,
/// holds its components' array and needs no box of its own (one allocation a type written).
public enum TypeSyntax: Hashable, Sendable {
    /// A possibly qualified, possibly generic name: `Int`, `Swift.Int`, `Outer.Inner<Int>.Deep`.
    case nominal([TypeComponent])
    /// `T?`
    indirect case optional(TypeSyntax)
    /// `T!`
    indirect case implicitlyUnwrappedOptional(TypeSyntax)
    /// `[T]`
    indirect case array(TypeSyntax)
    /// `[K: V]`
    indirect case dictionary(key: TypeSyntax, value: TypeSyntax)
    /// `()`, `(Int, name: String)`. A parenthesized single unlabeled type is that type, not a tuple.
    case tuple([TupleTypeElement])
    /// `(Int) async throws -> Bool`; attributes such as `@Sendable` wrap it in ``attributed(_:attributes:specifiers:)``.
    indirect case function(FunctionTypeSyntax)
    /// `some P`
    indirect case opaque(TypeSyntax)
    /// `any P`
    indirect case existential(TypeSyntax)
    /// `P & Q`
    case composition([TypeSyntax])
    /// `T.Type` or `P.Protocol`.
    indirect case metatype(TypeSyntax, MetatypeKind)
    /// A type with attributes (`@escaping`, `@Sendable`) or specifiers (`inout`, `borrowing`,
    /// `consuming`, `sending`, `isolated`, `__owned`), in the order written.
    indirect case attributed(TypeSyntax, attributes: [Attribute], specifiers: [String])
    /// `~Copyable`
    indirect case suppressed(TypeSyntax)
    /// `repeat T`
    indirect case packExpansion(TypeSyntax)
    /// `each T`
    indirect case packElement(TypeSyntax)
    /// A member type of a type no name spells: `(each Source).Element`, the associated type of
    /// each element of a pack, which Swift writes only so (`each Source.Element` is not Swift).
    indirect case member(TypeSyntax, [TypeComponent])

    /// The kind of a metatype.
    public enum MetatypeKind: String, Hashable, Sendable, Encodable {
        case type = "Type"
        case `protocol` = "Protocol"
    }

    /// An unqualified, non-generic name: `.named("Int")`.
    public static func named(_ name: String) -> TypeSyntax {
        .nominal([TypeComponent(name: name)])
    }
}

/// One component of a nominal type: `Inner<Int>` in `Outer.Inner<Int>.Deep`.
public struct TypeComponent: Hashable, Sendable, Encodable {
    /// The name without backticks.
    public var name: String
    public var genericArguments: [TypeSyntax]

    public init(name: String, genericArguments: [TypeSyntax] = []) {
        self.name = name
        self.genericArguments = genericArguments
    }
}

/// An element of a tuple type or a function type's parameter list.
public struct TupleTypeElement: Hashable, Sendable, Encodable {
    /// The label (`name` in `(name: String)`); `nil` for none or `_`.
    public var label: String?
    public var type: TypeSyntax
    /// `Int...` in a function type's parameters.
    public var isVariadic: Bool

    public init(label: String? = nil, type: TypeSyntax, isVariadic: Bool = false) {
        self.label = label
        self.type = type
        self.isVariadic = isVariadic
    }
}

/// The parts of a function type: `(Int, String) async throws(E) -> Bool`.
public struct FunctionTypeSyntax: Hashable, Sendable, Encodable {
    public var parameters: [TupleTypeElement]
    public var isAsync: Bool
    public var throwsClause: ThrowsClause?
    public var returnType: TypeSyntax

    public init(parameters: [TupleTypeElement], isAsync: Bool = false, throwsClause: ThrowsClause? = nil, returnType: TypeSyntax) {
        self.parameters = parameters
        self.isAsync = isAsync
        self.throwsClause = throwsClause
        self.returnType = returnType
    }
}

extension TypeSyntax: CustomStringConvertible {
    public var description: String {
        switch self {
        case .nominal(let components):
            if components.count == 1 { return components[0].description }
            return components.map(\.description).joined(separator: ".")
        case .optional(let wrapped):
            return wrapped.postfixOperand + "?"
        case .implicitlyUnwrappedOptional(let wrapped):
            return wrapped.postfixOperand + "!"
        case .array(let element):
            return "[\(element)]"
        case .dictionary(let key, let value):
            return "[\(key): \(value)]"
        case .tuple(let elements):
            return "(" + elements.map(\.description).joined(separator: ", ") + ")"
        case .function(let function):
            return function.description
        case .opaque(let base):
            return "some " + base.description
        case .existential(let base):
            return "any " + base.description
        case .composition(let parts):
            return parts.map(\.description).joined(separator: " & ")
        case .metatype(let base, let kind):
            return base.postfixOperand + "." + kind.rawValue
        case .attributed(let base, let attributes, let specifiers):
            return (specifiers + attributes.map(\.description) + [base.description]).joined(separator: " ")
        case .suppressed(let base):
            return "~" + base.description
        case .packExpansion(let base):
            return "repeat " + base.description
        case .packElement(let base):
            return "each " + base.description
        case .member(let base, let components):
            return base.postfixOperand + "." + components.map(\.description).joined(separator: ".")
        }
    }

    /// The spelling to put before a postfix `?`, `!` or `.Type`: types that would bind
    /// differently get parentheses (`(() -> Void)?`, `(any P)?`).
    private var postfixOperand: String {
        switch self {
        case .function, .opaque, .existential, .composition, .attributed, .suppressed, .packExpansion, .packElement:
            "(\(description))"
        default:
            description
        }
    }
}

extension TypeComponent: CustomStringConvertible {
    public var description: String {
        let spelled = TypeComponent.needsBackticks(name) ? "`\(name)`" : name
        guard !genericArguments.isEmpty else { return spelled }
        return spelled + "<" + genericArguments.map(\.description).joined(separator: ", ") + ">"
    }

    /// Names that must be backticked when used as a type component.
    static func needsBackticks(_ name: String) -> Bool {
        // Every such keyword starts with a lowercase letter; type names seldom do.
        guard let first = name.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return false }
        return backtickedKeywords.contains(name)
    }

    private static let backtickedKeywords: Set<String> = [
        "class", "struct", "enum", "protocol", "extension", "func", "let", "var", "init", "deinit", "subscript", "operator",
        "import", "typealias", "associatedtype", "static", "default", "case", "switch", "where", "in", "is", "as", "return",
        "throw", "throws", "rethrows", "try", "repeat", "while", "for", "if", "else", "guard", "defer", "do", "catch", "break",
        "continue", "fallthrough", "nil", "true", "false", "self", "super", "inout", "internal", "private", "public", "fileprivate",
    ]
}

extension TupleTypeElement: CustomStringConvertible {
    public var description: String {
        let base = type.description + (isVariadic ? "..." : "")
        guard let label else { return base }
        return "\(label): \(base)"
    }
}

extension FunctionTypeSyntax: CustomStringConvertible {
    public var description: String {
        var text = "(" + parameters.map(\.description).joined(separator: ", ") + ")"
        if isAsync { text += " async" }
        if let throwsClause { text += " " + throwsClause.description }
        return text + " -> " + returnType.description
    }
}

extension TypeSyntax: Encodable {
    private enum CodingKeys: String, CodingKey {
        case text, kind, components, wrapped, element, key, value, elements, function, attributes, specifiers, base, parts, metatype
    }

    /// Every type encodes its canonical `text` and `kind`, plus the fields of that kind, so
    /// templates can use the spelling directly or walk the structure.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(description, forKey: .text)
        switch self {
        case .nominal(let components):
            try container.encode("nominal", forKey: .kind)
            try container.encode(components, forKey: .components)
        case .optional(let wrapped):
            try container.encode("optional", forKey: .kind)
            try container.encode(wrapped, forKey: .wrapped)
        case .implicitlyUnwrappedOptional(let wrapped):
            try container.encode("implicitlyUnwrappedOptional", forKey: .kind)
            try container.encode(wrapped, forKey: .wrapped)
        case .array(let element):
            try container.encode("array", forKey: .kind)
            try container.encode(element, forKey: .element)
        case .dictionary(let key, let value):
            try container.encode("dictionary", forKey: .kind)
            try container.encode(key, forKey: .key)
            try container.encode(value, forKey: .value)
        case .tuple(let elements):
            try container.encode("tuple", forKey: .kind)
            try container.encode(elements, forKey: .elements)
        case .function(let function):
            try container.encode("function", forKey: .kind)
            try container.encode(function, forKey: .function)
        case .opaque(let base):
            try container.encode("opaque", forKey: .kind)
            try container.encode(base, forKey: .base)
        case .existential(let base):
            try container.encode("existential", forKey: .kind)
            try container.encode(base, forKey: .base)
        case .composition(let parts):
            try container.encode("composition", forKey: .kind)
            try container.encode(parts, forKey: .parts)
        case .metatype(let base, let kind):
            try container.encode("metatype", forKey: .kind)
            try container.encode(base, forKey: .base)
            try container.encode(kind, forKey: .metatype)
        case .attributed(let base, let attributes, let specifiers):
            try container.encode("attributed", forKey: .kind)
            try container.encode(base, forKey: .base)
            try container.encode(attributes, forKey: .attributes)
            try container.encode(specifiers, forKey: .specifiers)
        case .suppressed(let base):
            try container.encode("suppressed", forKey: .kind)
            try container.encode(base, forKey: .base)
        case .packExpansion(let base):
            try container.encode("packExpansion", forKey: .kind)
            try container.encode(base, forKey: .base)
        case .packElement(let base):
            try container.encode("packElement", forKey: .kind)
            try container.encode(base, forKey: .base)
        case .member(let base, let components):
            try container.encode("member", forKey: .kind)
            try container.encode(base, forKey: .base)
            try container.encode(components, forKey: .components)
        }
    }
}
