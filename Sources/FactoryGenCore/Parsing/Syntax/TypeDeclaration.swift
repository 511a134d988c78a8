/// A `struct`, `enum`, `class`, `actor` or `protocol` declaration.
///
/// ```swift
/// // struct Box<T: Equatable>: Hashable where T: Sendable { let value: T }
/// declaration.kind                         // .struct
/// declaration.genericParameters[0].name    // "T"
/// declaration.inheritedTypes[0].description // "Hashable"
/// declaration.members.properties[0].name   // "value"
/// ```
public struct TypeDeclaration: Hashable, Sendable, Encodable {
    /// The keyword that introduced the declaration.
    public enum Kind: String, Hashable, Sendable, Encodable {
        case `struct`, `enum`, `class`, actor, `protocol`
    }

    /// The position of the introducing keyword (`struct`, `enum`, …), as swiftc reports it.
    public var location: SourceLocation
    // The one-byte fields after `location`, as ``PropertyDeclaration``'s.
    public var kind: Kind
    /// The access level written on the declaration; `nil` when none was written.
    public var accessLevel: AccessLevel?
    /// The declared name, without backticks (`` `default` `` gives `default`).
    public var name: String
    /// The names of the enclosing types, outermost first, as written. A type declared in
    /// `extension Outer.Middle { struct Inner {} }` has scope `["Outer", "Middle"]`.
    public var scope: [String]
    public var genericParameters: [GenericParameter]
    /// The inheritance clause: superclass, protocols, raw-value type, `~Copyable`.
    public var inheritedTypes: [TypeSyntax]
    public var genericRequirements: [GenericRequirement]
    public var attributes: [Attribute]
    /// Modifiers other than access levels, as written: `final`, `indirect`, `nonisolated`, …
    public var modifiers: [String]
    /// The text of `///` or `/** */` comments directly above the declaration, markers removed.
    public var documentation: String?
    /// The `#if` condition this declaration is compiled under, or `nil`; see ``ConditionalCompilation``.
    public var condition: String?
    public var members: MemberList
    /// For a type imported from a C header: the value `provide()` returns, spelled from its
    /// module (`ColorRed`, a plain C enum's first constant; `Permissions.read`); `nil` for
    /// Swift types, which are built as their declaration allows.
    public var importedValue: String? = nil
    /// Whether the type was read from a C header: its memberwise initializer is the one Swift
    /// imports, which takes every field, optional ones included.
    public var isImportedFromC = false

    /// The name as code outside the type spells it: `Outer.Middle.Inner`.
    public var qualifiedName: String { (scope + [name]).joined(separator: ".") }
}

extension TypeDeclaration {
    // Forwards to the memberwise initializer (its stored order differs only to tell the two
    // apart): one that assigns field by field makes the compiler copy the whole value when it
    // is appended to an array, a retain and a release per field.
    public init(
        kind: Kind,
        name: String,
        scope: [String] = [],
        genericParameters: [GenericParameter] = [],
        inheritedTypes: [TypeSyntax] = [],
        genericRequirements: [GenericRequirement] = [],
        attributes: [Attribute] = [],
        modifiers: [String] = [],
        accessLevel: AccessLevel? = nil,
        documentation: String? = nil,
        location: SourceLocation,
        condition: String? = nil,
        members: MemberList = MemberList()
    ) {
        self.init(
            location: location, kind: kind, accessLevel: accessLevel, name: name, scope: scope,
            genericParameters: genericParameters, inheritedTypes: inheritedTypes, genericRequirements: genericRequirements,
            attributes: attributes, modifiers: modifiers, documentation: documentation, condition: condition, members: members
        )
    }
}

/// An `extension` declaration.
///
/// ```swift
/// // extension Array: Providable where Element: Providable { … }
/// declaration.extendedType.description       // "Array"
/// declaration.genericRequirements[0].left     // Element
/// ```
public struct ExtensionDeclaration: Hashable, Sendable, Encodable {
    /// The position of the `extension` keyword.
    public var location: SourceLocation
    public var accessLevel: AccessLevel?
    public var extendedType: TypeSyntax
    public var inheritedTypes: [TypeSyntax]
    public var genericRequirements: [GenericRequirement]
    public var attributes: [Attribute]
    public var modifiers: [String]
    public var documentation: String?
    public var condition: String?
    public var members: MemberList
}

extension ExtensionDeclaration {
    /// It extends `Decoder` (`extension Decoder { var ledger: Ledger { … } }`): `init(from:)`
    /// may read its members on its decoder, so their bodies are read for where they may stop.
    public var extendsDecoder: Bool { Self.extendsDecoder(extendedType) }

    /// Whether `extendedType` is the standard library's `Decoder`.
    static func extendsDecoder(_ extendedType: TypeSyntax) -> Bool {
        guard case .nominal(let components) = extendedType, components.last?.name == "Decoder" else { return false }
        return components.count == 1 || (components.count == 2 && components[0].name == "Swift")
    }

    // Forwards to the memberwise initializer (its stored order differs only to tell the two
    // apart): one that assigns field by field makes the compiler copy the whole value when it
    // is appended to an array, a retain and a release per field.
    public init(
        extendedType: TypeSyntax,
        inheritedTypes: [TypeSyntax] = [],
        genericRequirements: [GenericRequirement] = [],
        attributes: [Attribute] = [],
        modifiers: [String] = [],
        accessLevel: AccessLevel? = nil,
        documentation: String? = nil,
        location: SourceLocation,
        condition: String? = nil,
        members: MemberList = MemberList()
    ) {
        self.init(
            location: location, accessLevel: accessLevel, extendedType: extendedType, inheritedTypes: inheritedTypes,
            genericRequirements: genericRequirements, attributes: attributes, modifiers: modifiers,
            documentation: documentation, condition: condition, members: members
        )
    }
}

extension MemberList {
    /// Whether these members declare a type named `` `Self` `` (CreateAPI's GitHub models, for a
    /// `_links.self`), which hides the enclosing type's `Self` in its extensions, or a case,
    /// property or method so named, which hides it where an expression says it: `Self(count:)`
    /// calls `static let `Self``, and `Self.member` reads a member of the case `` `Self` ``
    /// (swiftlang/swift-syntax's `Keyword`, whose checks did not compile).
    public var declaresSelf: Bool {
        nestedTypes.contains { $0.name == "Self" } || cases.contains { $0.name == "Self" }
            || properties.contains { $0.name == "Self" } || functions.contains { $0.name == "Self" }
    }
}

/// The members of a type or extension, each kind in source order.
public struct MemberList: Hashable, Sendable, Encodable {
    /// Stored and computed properties, `static` ones included (see ``PropertyDeclaration/isStatic``).
    public var properties: [PropertyDeclaration]
    /// Enum case elements: `case a, b(Int)` gives two.
    public var cases: [EnumCaseDeclaration]
    public var initializers: [InitializerDeclaration]
    public var functions: [FunctionDeclaration]
    public var subscripts: [SubscriptDeclaration]
    public var typealiases: [TypealiasDeclaration]
    public var associatedTypes: [AssociatedTypeDeclaration]
    public var nestedTypes: [TypeDeclaration]
    /// Where the `deinit` may trap (`assert(isClosed)`, `precondition(…)`, `fatalError()`), or
    /// `nil`: such an object traps when a test releases it as it was made.
    public var deinitializerMayStopAt: SourceLocation? = nil

    public init(
        properties: [PropertyDeclaration] = [],
        cases: [EnumCaseDeclaration] = [],
        initializers: [InitializerDeclaration] = [],
        functions: [FunctionDeclaration] = [],
        subscripts: [SubscriptDeclaration] = [],
        typealiases: [TypealiasDeclaration] = [],
        associatedTypes: [AssociatedTypeDeclaration] = [],
        nestedTypes: [TypeDeclaration] = []
    ) {
        self.properties = properties
        self.cases = cases
        self.initializers = initializers
        self.functions = functions
        self.subscripts = subscripts
        self.typealiases = typealiases
        self.associatedTypes = associatedTypes
        self.nestedTypes = nestedTypes
    }
}
