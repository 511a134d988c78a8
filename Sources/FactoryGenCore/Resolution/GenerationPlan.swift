/// The resolution stage's output: what the generated file contains, decided and spelled out,
/// so that templates only lay it out.
///
/// Every Swift snippet in a plan (expressions, type spellings) is valid in the scope of an
/// `extension <TypePlan.name>` in a module that imports FactoryRuntime and
/// `@testable import`s the user's modules.
public struct GenerationPlan: Hashable, Sendable, Encodable {
    /// Modules the generated file imports plainly, in the order configured.
    public var imports: [String]
    /// Modules the generated file imports with `@testable`, in the order configured.
    public var testableImports: [String]
    /// The SPI groups the models declare, sorted: the `@testable` imports name each one
    /// (`@_spi(Experimental) @testable import App`), which `@testable` alone does not reach.
    public var spiGroups: [String]
    /// The types to generate code for, sorted by qualified name, then location: the order
    /// of the output never depends on the order of input files.
    public var types: [TypePlan]
    /// Types that were left out, and why, sorted like `types`.
    public var skipped: [SkippedType]
    /// Problems found while resolving (unknown types, unbreakable cycles, …), sorted by location.
    public var diagnostics: [Diagnostic]

    public init(
        imports: [String] = [],
        testableImports: [String] = [],
        spiGroups: [String] = [],
        types: [TypePlan] = [],
        skipped: [SkippedType] = [],
        diagnostics: [Diagnostic] = []
    ) {
        self.imports = imports
        self.testableImports = testableImports
        self.spiGroups = spiGroups
        self.types = types
        self.skipped = skipped
        self.diagnostics = diagnostics
    }
}

/// What is generated for one type.
///
/// ```swift
/// // struct User { let id: UserId; var age: Int }
/// plan.name                    // "User"
/// plan.providable?.expression  // "Self(id: Factory<UserId>.provide(), age: Factory<Int>.provide())"
/// plan.lenses.map(\.name)      // ["_id", "_age"]
/// ```
public struct TypePlan: Hashable, Sendable, Encodable {
    /// The qualified name to write after `extension`: `User`, `Outer.Inner`.
    public var name: String
    public var kind: TypeDeclaration.Kind
    /// The type as written inside its own extension, with its generic parameters: a class's
    /// lens `Whole` and initializers' callee (a struct's and an enum's are `Self`). `Box<T>`, or
    /// `name` when not generic, except where a member of the type is named like its module:
    /// `Shop::Badge` for `Shop.Badge`, whose nested `Shop` a dot would reach.
    public var selfType: String
    /// The generic parameter names of the type itself (not of its parents).
    public var genericParameters: [String]
    /// The `where` requirements of the `Providable` conformance, e.g. `["T: Providable"]`;
    /// empty for a non-generic type.
    public var conformanceRequirements: [String]
    /// The `#if` condition the type is declared under (see ``ConditionalCompilation``), or `nil`.
    public var condition: String?
    /// Where the type is declared.
    public var location: SourceLocation
    /// How `provide()` builds the value; `nil` when the user's code already conforms to `Providable`.
    public var providable: ProvidablePlan?
    /// The global actor the type is isolated to (`MainActor`), or `nil`. Its conformance is
    /// isolated to that actor (`extension ViewState: @MainActor Providable`, so
    /// `Factory<ViewState>.provide()` is called from `@MainActor` tests), and it gets no lenses:
    /// their closures are nonisolated and cannot read its properties.
    public var globalActor: String?
    /// The global actor `provide()` and the conformance are isolated to: the type's own, or,
    /// for a nonisolated type, that of a type its construction builds
    /// (`extension Session: @MainActor Providable`); `nil` when nonisolated.
    public var providableIsolation: String?
    /// The stored properties isolated to a global actor the type is not isolated to
    /// (`@MainActor var title` in a nonisolated struct, or one that witnesses a requirement of a
    /// main-actor protocol): they get no lens, and nonisolated code cannot read them.
    public var isolatedFields: [String] = []
    public var lenses: [LensPlan]
    public var prisms: [PrismPlan]
    /// Requirements for the extension holding the lenses and prisms (`T: SendableMetatype`): an
    /// optic's `@Sendable` closure on a type whose generic parameters are constrained captures
    /// their metatypes, which must then be `Sendable`. The protocol is Swift 6.2's, so the
    /// bundled template keeps such optics under `#if compiler(>=6.2)`.
    public var opticRequirements: [String] = []
    /// The type or a parent is deprecated: its generated extensions are marked deprecated too,
    /// so that mentioning it does not warn.
    public var isDeprecated = false
    /// The type was read from a C header: its conformance is always `@retroactive`, since a
    /// Clang module is never in the test target's package.
    public var isImportedFromC = false
    /// For a `Decodable` class: how its `provide()` builds a subclass that factorygen could not
    /// (`ProvidingDecoder.decode(Self.self)`: `init(from:)` is required, so every subclass has
    /// it); `nil` when there is no such way.
    public var subclassFallback: String?
    /// The rebuild its initializer lenses share, when it has one (see ``RebuildPlan``).
    public var rebuild: RebuildPlan?
    /// For a class, the ``name`` of its superclass when the inputs declare it: `App.Shape` for
    /// `class Square: Shape`, `App.Maker` for `class SquareMaker: Maker<Square>`, wherever the
    /// subclass is declared (in an extension of its superclass, say). A subclass of a class
    /// that gets a conformance inherits it, and gets none of its own; templates read that
    /// class as `type.superclass`.
    public var declaredSuperclass: String?
    /// For a generic class: it passes each of its generic parameters on to the superclass
    /// parameter of the same name (`class Pickup<Receipt>: Shipment<BlankManifest, Receipt>`),
    /// so its `selfType` means the same type in the superclass's extension, whose `provide()`
    /// can then build it (see ``SuperclassParameterNaming``).
    public var passesParametersToSuperclass = false
    /// The module that declares the type, as the configuration names it (`testables:`,
    /// `imports:`, a C header's module map); `nil` when the inputs do not tell.
    public var module: String?

    public init(
        name: String,
        kind: TypeDeclaration.Kind,
        selfType: String,
        genericParameters: [String] = [],
        conformanceRequirements: [String] = [],
        condition: String? = nil,
        location: SourceLocation,
        providable: ProvidablePlan?,
        lenses: [LensPlan] = [],
        prisms: [PrismPlan] = []
    ) {
        self.name = name
        self.kind = kind
        self.selfType = selfType
        self.genericParameters = genericParameters
        self.conformanceRequirements = conformanceRequirements
        self.condition = condition
        self.location = location
        self.providable = providable
        self.lenses = lenses
        self.prisms = prisms
    }
}

extension TypePlan {
    /// Whether the lenses and prisms of a type with a conformance may be declared in the
    /// conformance's extension, saving a second one: the conformance is unconditional and
    /// nonisolated, as they are. (A subclass also needs its superclass to get none: it
    /// inherits that one.) Of a plan read in place: a property called on the pointee of a
    /// pointer copies the whole plan first, a retain and a release of each of its members.
    static func opticsFitConformance(at plan: UnsafePointer<TypePlan>) -> Bool {
        (!plan.pointee.lenses.isEmpty || !plan.pointee.prisms.isEmpty)
            && plan.pointee.conformanceRequirements.isEmpty && plan.pointee.opticRequirements.isEmpty
            && plan.pointee.providableIsolation == nil && plan.pointee.globalActor == nil
    }
}

/// How a type's default value is built: an initializer call or an enum case.
///
/// ```swift
/// // enum LoadingState { case waiting; case failure(Error) }
/// plan.callee      // ".waiting"
/// plan.arguments   // []
/// plan.expression  // ".waiting"
/// ```
public struct ProvidablePlan: Hashable, Sendable, Encodable {
    /// What is called: `User` (an initializer) or `.waiting` (an enum case); for decoding,
    /// `ProvidingDecoder.decode(User.self)`.
    public var callee: String
    /// The arguments, in order; empty for `User()` and for a case without payload, and for a
    /// construction that is not one plain call (decoding, a failable call with a fallback, a
    /// choice under `#if`): `expression` says it all.
    public var arguments: [ArgumentPlan]
    /// `false` for a case without payload, which is written without parentheses.
    public var hasParentheses: Bool
    /// The whole expression: callee, parentheses and arguments, on one line; a choice under
    /// `#if` spans lines (`#if K`, the call, `#else`, the other, `#endif`), indented for the
    /// body of `provide()`. It never traps: a failable or throwing initializer is only called
    /// with a fallback (`App.Semver(string: …) ?? ProvidingDecoder.decode(App.Semver.self)`).
    public var expression: String
    /// What was chosen, for people reading the output: `memberwise initializer`,
    /// `init(name:age:) at Models/User.swift:12:5`, `case waiting`, or `the default at
    /// .factory.yml:12` for a type given a whole-type default in the configuration (whose
    /// `expression` is that default, followed by a `/* .factory.yml:12 */` comment).
    public var origin: String
    /// The expression mentions a deprecated type: `provide()` is marked deprecated (a witness's
    /// deprecation does not warn where the conformance is used).
    public var mentionsDeprecated = false
    /// An enum's other providable cases, as expressions: its `variant(_:)` lists `provide()`,
    /// then these. Empty for other types, and for an enum with one case to offer.
    public var variants: [String] = []
    /// An enum's providable cases, each payload value drawn from `source` where it is a factory
    /// call (`.loaded(Factory<Int>.arbitrary(using: &source))`): its `arbitrary(using:)` picks
    /// one. Empty when `variants` is.
    public var arbitraryChoices: [String] = []
    /// The lenses of a struct's or class's fields whose provided value is their type's
    /// own `provide()`: its `fieldVariations` lists them (`varying(_name, _role)`), and the
    /// runtime's `variants()` and `arbitrary(using:)` vary those fields.
    public var variedLenses: [String] = []
    /// The lenses of fields `provide()` leaves `nil` or empty to break a cycle, though their
    /// type is providable: listed after `empty:` (`varying(_name, empty: _mentor)`).
    public var emptyVariedLenses: [String] = []
    /// A struct's fields the construction leaves to a default that differs from call to call
    /// (`var id = UUID()`, which `init(text:)` does not take), each `property` (as written
    /// after a dot) set to its `value` after the call, so that `provide()` gives equal values.
    public var assignments: [ArgumentPlan] = []
    /// Two calls build different values: the construction, or one it builds, reads a new
    /// identifier or the time, where nothing else builds the type (see ``VaryingValues``).
    public var varies = false

    public init(callee: String, arguments: [ArgumentPlan], hasParentheses: Bool, expression: String, origin: String) {
        self.callee = callee
        self.arguments = arguments
        self.hasParentheses = hasParentheses
        self.expression = expression
        self.origin = origin
    }
}

/// One argument of the call that builds a default value.
public struct ArgumentPlan: Hashable, Sendable, Encodable {
    /// The argument label; `nil` when the parameter has none.
    public var label: String?
    /// The value, as a Swift expression: `Factory<String>.provide()`, `nil`, `[:]`, `{ _ in Factory<Bool>.provide() }`.
    public var value: String
    /// The stored property this argument initializes, when the initializer is memberwise-shaped.
    public var property: String?

    public init(label: String?, value: String, property: String? = nil) {
        self.label = label
        self.value = value
        self.property = property
    }
}

/// A lens for one stored property: `static var _age: Lens<User, Int>`.
///
/// ```swift
/// // mutation:    { newValue, whole in var copy = whole; copy.age = newValue; return copy }
/// // initializer: { newValue, whole in User(name: whole.name, age: newValue) }
/// ```
public struct LensPlan: Hashable, Sendable, Encodable {
    /// How a lens sets its part.
    public enum Strategy: String, Hashable, Sendable, Encodable {
        /// Copy the whole value and assign the property (a `var` of a value type).
        case mutation
        /// Rebuild the whole value through an initializer (a `let`, or any property of a class).
        case initializer
        /// Encode the whole value, replace the property's coding key, decode it again: for a
        /// `Codable` type no initializer rebuilds (FactoryRuntime's `CodingRebuild`).
        case coding
    }

    /// The lens's name: `_` and the property name (`_age`).
    public var name: String
    /// The property as written after a dot, backticked where needed: `age`, `` `default` ``.
    public var property: String
    /// The property's type (the lens's `Part`), spelled for the extension's scope.
    public var type: String
    public var strategy: Strategy
    /// For ``Strategy/initializer`` and ``Strategy/coding``: the expression that rebuilds the whole value, in which
    /// `newValue` is the new part and `whole` the value being changed. With the type's shared
    /// rebuild (``TypePlan/rebuild``) it goes through the helper: `_factoryRebuild(\.age).set(newValue, whole)`.
    public var rebuildExpression: String?
    /// The property's own `#if` condition inside the type, or `nil`.
    public var condition: String?
    /// The part's type mentions a deprecated type: the lens is marked deprecated.
    public var mentionsDeprecated = false

    public init(name: String, property: String, type: String, strategy: Strategy, rebuildExpression: String? = nil, condition: String? = nil) {
        self.name = name
        self.property = property
        self.type = type
        self.strategy = strategy
        self.rebuildExpression = rebuildExpression
        self.condition = condition
    }
}

/// A prism for one enum case: `static var _failure: Prism<LoadingState, (code: Int, message: String)>`.
///
/// A template writes it as
/// ```swift
/// Prism(
///     extract: { whole in if case \(pattern) = whole { return \(extractedValue) } else { return nil } },
///     embed: { payload in \(embedExpression) }
/// )
/// ```
public struct PrismPlan: Hashable, Sendable, Encodable {
    /// The prism's name: `_` and the case name (`_failure`).
    public var name: String
    /// The case name as written after a dot, backticked where needed.
    public var caseName: String
    /// The payload type: `Void` for none, the type itself for one value (its label dropped),
    /// a tuple type keeping labels for several: `(code: Int, message: String)`.
    public var payloadType: String
    /// The pattern that matches the case and binds its values: `.failure(let v0, let v1)`, `.waiting`.
    public var pattern: String
    /// The payload built from the bound values: `(code: v0, message: v1)`, `v0`, `()`.
    public var extractedValue: String
    /// The case built from `payload`: `.failure(code: payload.code, message: payload.message)`.
    public var embedExpression: String
    /// The case's own `#if` condition inside the enum, or `nil`.
    public var condition: String?
    /// The payload mentions a deprecated type: the prism is marked deprecated.
    public var mentionsDeprecated = false
    /// The case has no payload, and `==` tells it from the enum's other cases: none of them has
    /// a payload, so the enum is `Equatable` by synthesis, and it writes no `==` of its own nor
    /// is isolated to a global actor. Its prism is `Prism(case: .idle)`.
    public var matchesByEquality = false
    /// The enum is isolated to the main actor, and its payload needs a conformance Swift
    /// isolates there (a `Set<Tag>` needs `Tag: Hashable`, main-actor under `-default-isolation
    /// MainActor`; ``IsolatedConformanceUses``): the prism is `@MainActor`, built with
    /// `Prism.onMainActor`, whose closures may use it.
    public var isolatedToMainActor = false

    public init(name: String, caseName: String, payloadType: String, pattern: String, extractedValue: String, embedExpression: String, condition: String? = nil) {
        self.name = name
        self.caseName = caseName
        self.payloadType = payloadType
        self.pattern = pattern
        self.extractedValue = extractedValue
        self.embedExpression = embedExpression
        self.condition = condition
    }
}

/// How the lenses of a type rebuilt through an initializer share one rebuild: a private static
/// helper reads every field into a labeled tuple and calls the initializer with it, and each
/// lens is the helper given a key path to its field, so that a type's lenses grow with its
/// field count rather than its square.
///
/// ```swift
/// private static func _factoryRebuild<Part>(_ field: WritableKeyPath<(name: String, age: Int), Part>) -> Lens<User, Part> {
///     .init(field, of: { (name: $0.name, age: $0.age) }, rebuild: { User(name: $0.name, age: $0.age) })
/// }
/// static var _age: Lens<User, Int> { _factoryRebuild(\.age) }
/// ```
public struct RebuildPlan: Hashable, Sendable, Encodable {
    public struct Field: Hashable, Sendable, Encodable {
        public var label: String
        public var key: String
        public var name: String
        public var type: String

        public init(label: String, key: String, name: String, type: String) {
            self.label = label
            self.key = key
            self.name = name
            self.type = type
        }
    }

    /// The helper's name, `_factoryRebuild` unless the type already uses it.
    public var name: String
    /// The helper's generic parameter, the focused field's type: `Part`, unless a field's type,
    /// the type or one of its generic parameters is named so.
    public var partName: String
    /// The initializer's callee: `Self` for a struct, `App.Account` for a class.
    public var callee: String
    public var fields: [Field]

    public init(name: String, partName: String = "Part", callee: String, fields: [Field]) {
        self.name = name
        self.partName = partName
        self.callee = callee
        self.fields = fields
    }
}

/// A type that gets no generated code, and why.
public struct SkippedType: Hashable, Sendable, Encodable {
    public var name: String
    public var location: SourceLocation
    /// Why, in a sentence: `needs 'Analytics', which cannot be provided`.
    public var reason: String

    public init(name: String, location: SourceLocation, reason: String) {
        self.name = name
        self.location = location
        self.reason = reason
    }
}
