/// A Swift access level, ordered from least to most visible.
public enum AccessLevel: String, Hashable, Sendable, Encodable, Comparable, CaseIterable {
    case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

    public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool {
        lhs.rank < rhs.rank
    }

    /// Its place from the least accessible to the most. Searching `allCases` for it made an
    /// array for every comparison, and a lens compares two or three.
    private var rank: Int {
        switch self {
        case .private: 0
        case .fileprivate: 1
        case .internal: 2
        case .package: 3
        case .public: 4
        case .open: 5
        }
    }
}

/// An attribute as written: `@MainActor`, `@available(iOS 13, *)`, `@Expandable<Customer>`.
///
/// ```swift
/// // @Clamped<Int>(0...10)
/// attribute.name                    // "Clamped"
/// attribute.genericArguments        // [Int]
/// attribute.arguments               // "0...10"
/// ```
public struct Attribute: Hashable, Sendable, Encodable, CustomStringConvertible {
    /// The name without `@` and without generic arguments; may be qualified (`Module.Wrapper`).
    public var name: String
    public var genericArguments: [TypeSyntax]
    /// The text between the parentheses, trimmed; `nil` when there are no parentheses.
    public var arguments: String?

    public init(name: String, genericArguments: [TypeSyntax] = [], arguments: String? = nil) {
        self.name = name
        self.genericArguments = genericArguments
        self.arguments = arguments
    }

    public var description: String {
        var text = "@" + name
        if !genericArguments.isEmpty {
            text += "<" + genericArguments.map(\.description).joined(separator: ", ") + ">"
        }
        if let arguments { text += "(" + arguments + ")" }
        return text
    }
}

/// A generic parameter: `T`, `T: Equatable`, `each T`.
public struct GenericParameter: Hashable, Sendable, Encodable {
    public var name: String
    /// The constraint written inline (`T: Equatable & Sendable`), or `nil`.
    public var constraint: TypeSyntax?
    /// `true` for a parameter pack (`each T`).
    public var isPack: Bool
    /// `true` for a value parameter (`let count: Int`, Swift 6.2's value generics): it stands
    /// for a value, not a type, and `constraint` is the value's type.
    public var isValue: Bool

    public init(name: String, constraint: TypeSyntax? = nil, isPack: Bool = false, isValue: Bool = false) {
        self.name = name
        self.constraint = constraint
        self.isPack = isPack
        self.isValue = isValue
    }
}

/// One requirement of a `where` clause: `T: Hashable`, `T.Element == Int`.
public struct GenericRequirement: Hashable, Sendable, Encodable, CustomStringConvertible {
    public enum Relation: String, Hashable, Sendable, Encodable {
        /// `T: P` (also layout constraints such as `T: AnyObject`).
        case conformance
        /// `T == U`.
        case sameType
    }

    public var left: TypeSyntax
    public var relation: Relation
    public var right: TypeSyntax

    public init(left: TypeSyntax, relation: Relation, right: TypeSyntax) {
        self.left = left
        self.relation = relation
        self.right = right
    }

    public var description: String {
        "\(left)\(relation == .conformance ? ": " : " == ")\(right)"
    }
}

/// A parameter of an initializer, function, subscript or enum case payload.
///
/// ```swift
/// // init(for user: User, _ count: Int = 1, tags: String...)
/// parameters[0].label        // "for"
/// parameters[0].name         // "user"
/// parameters[1].label        // nil (`_`)
/// parameters[1].defaultValue // "1"
/// parameters[2].isVariadic   // true
/// // init(@StepBuilder _ make: () -> S)
/// parameters[0].attributes[0].name // "StepBuilder"
/// ```
public struct Parameter: Hashable, Sendable, Encodable {
    public var type: TypeSyntax
    /// The argument label callers write; `nil` when there is none (`_`, or an unlabeled payload).
    public var label: String?
    /// The name inside the body; `nil` for unnamed payload values and function-type parameters.
    public var name: String?
    /// The source text of the default value, trimmed; `nil` when there is none.
    public var defaultValue: String?
    public var isVariadic: Bool
    /// The attributes written before the names: a result builder (`@ViewBuilder content: …`),
    /// which transforms a closure passed there, or a property wrapper. Those of an unnamed
    /// payload value belong to its type.
    public var attributes: [Attribute] = []

    public var hasDefault: Bool { defaultValue != nil }

    /// `text: @autoclosure () -> String`: a call passes it a `String`, which it wraps.
    public var isAutoclosure: Bool {
        guard case .attributed(_, let attributes, _) = type else { return false }
        return attributes.contains { $0.name == "autoclosure" }
    }

    private enum CodingKeys: String, CodingKey {
        case type, label, name, defaultValue, isVariadic, attributes
    }

    // `attributes` only when there are some, so that `dump` shows the other parameters as before.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type, forKey: .type)
        try container.encodeIfPresent(label, forKey: .label)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(defaultValue, forKey: .defaultValue)
        try container.encode(isVariadic, forKey: .isVariadic)
        if !attributes.isEmpty { try container.encode(attributes, forKey: .attributes) }
    }
}

extension Parameter {
    // Forwards to the memberwise initializer (its stored order differs only to tell the two
    // apart): one that assigns field by field makes the compiler copy the whole value when it
    // is appended to an array, a retain and a release per field.
    public init(label: String?, name: String? = nil, type: TypeSyntax, defaultValue: String? = nil, isVariadic: Bool = false,
                attributes: [Attribute] = []) {
        self.init(type: type, label: label, name: name, defaultValue: defaultValue, isVariadic: isVariadic, attributes: attributes)
    }
}

/// How a function, initializer or function type throws.
public enum ThrowsClause: Hashable, Sendable, Encodable, CustomStringConvertible {
    /// `throws`.
    case untyped
    /// `throws(MyError)`.
    case typed(TypeSyntax)
    /// `rethrows`.
    case `rethrows`

    public var description: String {
        switch self {
        case .untyped: "throws"
        case .typed(let type): "throws(\(type))"
        case .rethrows: "rethrows"
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// How `#if` blocks are recorded.
///
/// Each declaration's `condition` is the condition it is compiled under, as Swift source that
/// can follow `#if` directly:
/// - `#if DEBUG` gives `DEBUG`;
/// - its `#elseif os(Linux)` branch gives `!(DEBUG) && (os(Linux))`, and `#else` gives `!(DEBUG)`;
/// - nested blocks join with `&&`, each part in parentheses: `(DEBUG) && (os(Linux))`.
/// A declaration outside any `#if` has condition `nil`.
///
/// A condition covers only the `#if` blocks between a declaration and its parent (the enclosing
/// type, extension or file): a nested type's full condition joins its parents' conditions with
/// its own, outermost first.
public enum ConditionalCompilation {
    /// Joins the conditions of nested `#if` blocks, outermost first, into one condition. A
    /// condition given twice (a type, and an extension of it, under the same `#if`) is kept once.
    public static func join(_ conditions: [String]) -> String? {
        switch conditions.count {
        case 0: return nil
        case 1: return conditions[0]
        default:
            var distinct: [String] = []
            for condition in conditions where !distinct.contains(condition) { distinct.append(condition) }
            return distinct.count == 1 ? distinct[0] : distinct.map { "(\($0))" }.joined(separator: " && ")
        }
    }

    /// Whether code under `outer` (`nil`: no `#if`) is compiled only where `condition` holds:
    /// the same condition, or one ``join(_:)`` made with it. Read by the text, so it may say
    /// no where the two are equivalent, never yes where they are not.
    public static func implies(_ outer: String?, _ condition: String) -> Bool {
        guard let outer else { return false }
        if outer == condition { return true }
        let part = "(" + condition + ")"
        return outer.hasPrefix(part + " && ") || outer.hasSuffix(" && " + part) || outer.contains(" && " + part + " && ")
    }

    /// Whether no build compiles code under both conditions: one is the other negated, as an
    /// `#else` branch records it (`!(os(Linux))`) or as written (`!canImport(ObjectiveC)`).
    /// Read by the text, so it may say no where the two exclude each other, never yes where
    /// they do not.
    public static func excludes(_ first: String?, _ second: String?) -> Bool {
        guard let first, let second else { return false }
        return negates(first, second) || negates(second, first)
    }

    /// Whether `negation` is `condition` negated: `!(condition)`, or `!condition` when the
    /// condition has no operator that `!` would bind tighter than (`!a || b` negates only `a`).
    private static func negates(_ negation: String, _ condition: String) -> Bool {
        guard negation.hasPrefix("!") else { return false }
        let rest = negation.dropFirst()
        if rest == "(" + condition + ")" { return true }
        return rest == condition && !condition.contains("&&") && !condition.contains("||") && !condition.contains(" ")
    }
}
