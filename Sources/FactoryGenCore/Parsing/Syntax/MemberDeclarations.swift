/// A property: one name bound by `let` or `var`. `let a, b: Int` and `let (a, b): (Int, Int)`
/// each give two properties.
///
/// ```swift
/// // @Clamped(0...10) private(set) var level: Int = 3 { didSet { … } }
/// property.name               // "level"
/// property.type?.description  // "Int"
/// property.initialValue       // "3"
/// property.isStored           // true: observers do not make a property computed
/// property.attributes[0].name // "Clamped"
/// property.setterAccessLevel  // .private
/// ```
public struct PropertyDeclaration: Hashable, Sendable, Encodable {
    // Stored in this order so that the one-byte fields fill the word after `location`: there
    // are thousands of properties, all alive until the run ends (24 bytes each, 0.18 MB on
    // twelve real folders).
    /// The position of the name, as swiftc reports a `var_decl`.
    public var location: SourceLocation
    /// `true` for `let`, `false` for `var`.
    public var isLet: Bool
    /// `true` when the property has storage: no accessors other than `willSet`/`didSet`.
    public var isStored: Bool
    /// `static` or `class`.
    public var isStatic: Bool
    public var accessLevel: AccessLevel?
    public var name: String
    /// The type annotation; `nil` when the type is inferred from the initial value.
    public var type: TypeSyntax?
    /// The source text of the initial value expression, trimmed; `nil` when there is none.
    /// For tuple patterns (`var (a, b) = (1, 2)`) this is the whole tuple's initializer.
    public var initialValue: String?
    /// Accessor or observer keywords as written: `["get", "set"]`, `["didSet"]`; a bare
    /// `{ … }` getter gives `["get"]`.
    public var accessors: [String]
    public var attributes: [Attribute]
    /// Modifiers other than access levels, as written: `lazy`, `weak`, `unowned`, `static`, …
    public var modifiers: [String]
    public var documentation: String?
    public var condition: String?
    /// For a computed property of an extension of `Decoder` only: the helpers its accessors
    /// try before ``mayStopAt`` (see ``InitializerDeclaration/triedCalls``).
    public var triedCalls: [TriedCall] = []
    /// For a computed property of an extension of `Decoder` only, which `init(from:)` may read
    /// on its decoder: where its accessors may stop, read as a throwing function's body is.
    public var mayStopAt: SourceLocation? = nil
    /// The level in `private(set)`, `internal(set)`, …; `nil` when none was written.
    public var setterAccessLevel: AccessLevel?

    public var isLazy: Bool { modifiers.contains("lazy") }
}

extension PropertyDeclaration {
    // Forwards to the memberwise initializer (its stored order differs only to tell the two
    // apart): one that assigns field by field makes the compiler copy the whole value when it
    // is appended to an array, a retain and a release per field.
    public init(
        name: String,
        type: TypeSyntax?,
        isLet: Bool,
        initialValue: String? = nil,
        accessors: [String] = [],
        isStored: Bool = true,
        isStatic: Bool = false,
        attributes: [Attribute] = [],
        modifiers: [String] = [],
        accessLevel: AccessLevel? = nil,
        setterAccessLevel: AccessLevel? = nil,
        documentation: String? = nil,
        location: SourceLocation,
        condition: String? = nil,
        mayStopAt: SourceLocation? = nil,
        triedCalls: [TriedCall] = []
    ) {
        self.init(
            location: location, isLet: isLet, isStored: isStored, isStatic: isStatic, accessLevel: accessLevel,
            name: name, type: type, initialValue: initialValue, accessors: accessors, attributes: attributes,
            modifiers: modifiers, documentation: documentation, condition: condition, triedCalls: triedCalls,
            mayStopAt: mayStopAt, setterAccessLevel: setterAccessLevel
        )
    }
}

/// One enum case element. `indirect case a(Node), b = 3` gives two.
///
/// ```swift
/// // case failure(reason: String, code: Int = 0)
/// enumCase.name                                   // "failure"
/// enumCase.associatedValues[0].label              // "reason"
/// enumCase.associatedValues[1].defaultValue       // "0"
/// ```
public struct EnumCaseDeclaration: Hashable, Sendable, Encodable {
    /// The position of the element's name, as swiftc reports an `enum_element_decl`.
    public var location: SourceLocation
    public var name: String
    /// The payload; empty for a case without one. Labels are external labels; `nil` for none.
    public var associatedValues: [Parameter]
    /// The raw value's source text (`3`, `"a"`), or `nil`.
    public var rawValue: String?
    public var isIndirect: Bool
    public var attributes: [Attribute]
    public var documentation: String?
    public var condition: String?
}

extension EnumCaseDeclaration {
    // Forwards to the memberwise initializer (its stored order differs only to tell the two
    // apart): one that assigns field by field makes the compiler copy the whole value when it
    // is appended to an array, a retain and a release per field.
    public init(
        name: String,
        associatedValues: [Parameter] = [],
        rawValue: String? = nil,
        isIndirect: Bool = false,
        attributes: [Attribute] = [],
        documentation: String? = nil,
        location: SourceLocation,
        condition: String? = nil
    ) {
        self.init(
            location: location, name: name, associatedValues: associatedValues, rawValue: rawValue,
            isIndirect: isIndirect, attributes: attributes, documentation: documentation,
            condition: condition
        )
    }
}

/// A function's signature; its body is skipped.
public struct FunctionDeclaration: Hashable, Sendable, Encodable {
    // The one-byte fields after `location`, as ``PropertyDeclaration``'s.
    /// The position of the `func` keyword.
    public var location: SourceLocation
    public var isAsync: Bool
    public var isStatic: Bool
    public var accessLevel: AccessLevel?
    /// For a static function that returns an optional of its type: its body only builds the
    /// type and returns it (`{ Gate(zones: zones) }`), so the optional is never `nil` unless
    /// that initializer can fail. The resolver then calls it with `!` where the type has no
    /// other way in (``StaticFactoryChoice``).
    public var neverReturnsNil = false
    /// The name; for operators, the operator (`==`).
    public var name: String
    public var parameters: [Parameter]
    /// `nil` when the function returns `Void` implicitly.
    public var returnType: TypeSyntax?
    public var genericParameters: [GenericParameter]
    public var genericRequirements: [GenericRequirement]
    public var throwsClause: ThrowsClause?
    public var attributes: [Attribute]
    public var modifiers: [String]
    public var documentation: String?
    public var condition: String?
    /// For throwing functions and the functions of an extension of `Decoder` only: the helpers
    /// the body calls with a plain `try` before ``mayStopAt`` (see
    /// ``InitializerDeclaration/triedCalls``).
    public var triedCalls: [TriedCall] = []
    /// For a top-level function or a method that is neither static nor throwing, and whose body
    /// has no trap of its own: the functions (or the type's own methods) it calls by a plain
    /// name, through which it may trap (``InitializerDeclaration/calledFunctions``).
    public var calledFunctions: [TriedCall] = []
    /// For throwing functions and the functions of an extension of `Decoder`, which
    /// `init(from:)` may call: the first place the body may stop (`throw` outside a `catch`,
    /// `fatalError`, a force unwrap `!`), or `nil`. For a static function that returns a value
    /// and cannot throw, and for a top-level function or a method (not a static one) that
    /// cannot throw, which an initializer may call to check its arguments or its fields: the
    /// first call that traps (`precondition`, `fatalError`), as for an initializer.
    public var mayStopAt: SourceLocation? = nil
    /// For a static function that returns a value and cannot throw, which may be a type's way
    /// in (``StaticFactoryChoice``): the first read in its body of a value that differs from
    /// one call to the next, as ``InitializerDeclaration/readsVaryingValueAt`` (a random draw,
    /// `"ab".randomElement()`, counting), or `nil`.
    public var readsVaryingValueAt: SourceLocation? = nil
    /// For a top-level function or a method an initializer may call to check what it is
    /// handed: the number parameters it compares with an integer literal at the top of a
    /// `precondition`, `assert` or `guard` (`guard value > 1 else { throw … }`), as an
    /// initializer's ``InitializerDeclaration/checkedNumbers``.
    public var checkedNumbers: [NumberCheck] = []
}

extension FunctionDeclaration {
    /// `encode(to encoder:)`: `Encodable`'s requirement.
    public var isEncoding: Bool { Self.isEncoding(name: name, parameters: parameters) }

    /// Whether a name and parameter list are `Encodable`'s `encode(to:)`.
    static func isEncoding(name: String, parameters: [Parameter]) -> Bool {
        name == "encode" && parameters.count == 1 && parameters[0].label == "to"
    }

    // Forwards to the memberwise initializer (its stored order differs only to tell the two
    // apart): one that assigns field by field makes the compiler copy the whole value when it
    // is appended to an array, a retain and a release per field.
    public init(
        name: String,
        parameters: [Parameter] = [],
        returnType: TypeSyntax? = nil,
        genericParameters: [GenericParameter] = [],
        genericRequirements: [GenericRequirement] = [],
        isAsync: Bool = false,
        throwsClause: ThrowsClause? = nil,
        isStatic: Bool = false,
        attributes: [Attribute] = [],
        modifiers: [String] = [],
        accessLevel: AccessLevel? = nil,
        documentation: String? = nil,
        location: SourceLocation,
        condition: String? = nil,
        mayStopAt: SourceLocation? = nil,
        triedCalls: [TriedCall] = [],
        calledFunctions: [TriedCall] = [],
        neverReturnsNil: Bool = false,
        readsVaryingValueAt: SourceLocation? = nil,
        checkedNumbers: [NumberCheck] = []
    ) {
        self.init(
            location: location, isAsync: isAsync, isStatic: isStatic, accessLevel: accessLevel, neverReturnsNil: neverReturnsNil, name: name,
            parameters: parameters, returnType: returnType, genericParameters: genericParameters,
            genericRequirements: genericRequirements, throwsClause: throwsClause, attributes: attributes,
            modifiers: modifiers, documentation: documentation, condition: condition, triedCalls: triedCalls,
            calledFunctions: calledFunctions, mayStopAt: mayStopAt, readsVaryingValueAt: readsVaryingValueAt,
            checkedNumbers: checkedNumbers
        )
    }
}

/// A subscript's signature; its accessors are skipped.
public struct SubscriptDeclaration: Hashable, Sendable, Encodable {
    /// The position of the `subscript` keyword.
    public var location: SourceLocation
    public var parameters: [Parameter]
    public var returnType: TypeSyntax
    public var isStatic: Bool
    public var accessors: [String]
    public var attributes: [Attribute]
    public var modifiers: [String]
    public var accessLevel: AccessLevel?
    public var condition: String?
}

extension SubscriptDeclaration {
    // Forwards to the memberwise initializer (its stored order differs only to tell the two
    // apart): one that assigns field by field makes the compiler copy the whole value when it
    // is appended to an array, a retain and a release per field.
    public init(
        parameters: [Parameter] = [],
        returnType: TypeSyntax,
        isStatic: Bool = false,
        accessors: [String] = [],
        attributes: [Attribute] = [],
        modifiers: [String] = [],
        accessLevel: AccessLevel? = nil,
        location: SourceLocation,
        condition: String? = nil
    ) {
        self.init(
            location: location, parameters: parameters, returnType: returnType, isStatic: isStatic,
            accessors: accessors, attributes: attributes, modifiers: modifiers, accessLevel: accessLevel,
            condition: condition
        )
    }
}

/// `typealias Name<T> = Target`, at any level.
public struct TypealiasDeclaration: Hashable, Sendable, Encodable {
    /// The position of the `typealias` keyword.
    public var location: SourceLocation
    public var name: String
    /// Enclosing type names, outermost first, as for ``TypeDeclaration/scope``.
    public var scope: [String]
    public var genericParameters: [GenericParameter]
    public var target: TypeSyntax
    public var accessLevel: AccessLevel?
    public var documentation: String?
    public var condition: String?

    public var qualifiedName: String { (scope + [name]).joined(separator: ".") }
}

extension TypealiasDeclaration {
    // Forwards to the memberwise initializer (its stored order differs only to tell the two
    // apart): one that assigns field by field makes the compiler copy the whole value when it
    // is appended to an array, a retain and a release per field.
    public init(
        name: String,
        scope: [String] = [],
        genericParameters: [GenericParameter] = [],
        target: TypeSyntax,
        accessLevel: AccessLevel? = nil,
        documentation: String? = nil,
        location: SourceLocation,
        condition: String? = nil
    ) {
        self.init(
            location: location, name: name, scope: scope, genericParameters: genericParameters,
            target: target, accessLevel: accessLevel, documentation: documentation, condition: condition
        )
    }
}

/// `associatedtype Element: Hashable = Int` in a protocol.
public struct AssociatedTypeDeclaration: Hashable, Sendable, Encodable {
    /// The position of the `associatedtype` keyword.
    public var location: SourceLocation
    public var name: String
    public var inheritedTypes: [TypeSyntax]
    public var defaultType: TypeSyntax?
    public var condition: String?
}

extension AssociatedTypeDeclaration {
    // Forwards to the memberwise initializer (its stored order differs only to tell the two
    // apart): one that assigns field by field makes the compiler copy the whole value when it
    // is appended to an array, a retain and a release per field.
    public init(
        name: String,
        inheritedTypes: [TypeSyntax] = [],
        defaultType: TypeSyntax? = nil,
        location: SourceLocation,
        condition: String? = nil
    ) {
        self.init(
            location: location, name: name, inheritedTypes: inheritedTypes, defaultType: defaultType,
            condition: condition
        )
    }
}

