/// An `init`, `init?` or `init!`, from a type body or an extension.
///
/// ```swift
/// // public convenience init?(name: String, age: Int = 0) throws
/// initializer.failability            // .optional
/// initializer.parameters[1].hasDefault // true
/// initializer.modifiers              // ["convenience"]
/// ```
public struct InitializerDeclaration: Hashable, Sendable, Encodable {
    /// Whether and how an initializer can fail.
    public enum Failability: String, Hashable, Sendable, Encodable {
        case none, optional, implicitlyUnwrapped
    }

    // The one-byte fields after `location`, as ``PropertyDeclaration``'s, and the optional
    // locations together at the end.
    /// The position of the `init` keyword.
    public var location: SourceLocation
    public var failability: Failability
    public var isAsync: Bool
    public var accessLevel: AccessLevel?
    /// For a failable initializer: its body was read and has no way to fail, neither `return
    /// nil`, a trap or a force unwrap, nor a `self.init(…)` or `super.init(…)` that may pass a
    /// failure on (`required init?(map: Map) {}`, the usual shape of a mapping protocol's
    /// requirement). Such a call is unwrapped with `!`, which cannot trap.
    public var neverReturnsNil = false
    /// For a throwing initializer other than `init(from:)`: its body was read and has no way to
    /// throw, neither `throw`, a plain `try` (`try?` absorbs the error) nor a trap or force
    /// unwrap (`init(data: Payload) throws {}`, a protocol's throwing requirement that a
    /// conformer cannot fail). Such a call is made with `try!`, which cannot trap.
    public var neverThrows = false
    /// For a failable initializer: it fails only in the `guard`s its body opens with, each of
    /// which compares number parameters with integer literals (`guard (0...1).contains(value)
    /// else { return nil }`); ``checkedNumbers`` holds what passes them. Called with those
    /// numbers, it returns a value, and is unwrapped with `!`, which cannot trap.
    public var failsOnlyOnCheckedNumbers = false
    public var parameters: [Parameter]
    public var genericParameters: [GenericParameter]
    public var genericRequirements: [GenericRequirement]
    public var attributes: [Attribute]
    /// `convenience`, `required`, `override`, `nonisolated`, …
    public var modifiers: [String]
    public var documentation: String?
    public var condition: String?
    /// For `init(from decoder:)`: the helpers it calls with a plain `try` before
    /// ``mayStopAt``, apart from the decoder's own methods and initializers, the members of
    /// an extension of `Decoder` it reads on its decoder (`decoder.ledger`), with or without a
    /// `try`, and the types whose `init(from:)` it calls, its superclass's included
    /// (``TriedCall/decodesType``). Each may stop decoding, unless the inputs declare it and it
    /// cannot. For another throwing initializer, the helpers it tries likewise.
    public var triedCalls: [TriedCall] = []
    /// For an initializer that can neither fail nor throw: its parameters (by their names
    /// inside the body) that the body does not plainly store, `self.name = name`, as
    /// `init(name: String) { self.name = name.uppercased() }` does not. Such an initializer
    /// does not rebuild a value for a lens. Empty when the body was not read.
    public var parametersNotStoredAsGiven: [String] = []
    /// For an initializer that cannot fail (`init(from:)` and other throwing ones included),
    /// and for a failable one whose body has no way of its own to fail (no `return nil`, trap
    /// or force unwrap): the `self.init(…)` calls in its body. It may trap wherever the initializer it delegates
    /// to does, with arguments it derives itself (`self.init(token: link.query)`), which no
    /// provided value controls; `init(from:)` may stop wherever the one it hands decoded
    /// values to may.
    public var delegations: [InitializerDelegation] = []
    /// For an initializer that can neither fail nor throw: the properties a statement at the top
    /// level of its body assigns, `self.name = …`, or `name = …` where no parameter is named so.
    /// A wrapped ORM field it leaves out keeps the empty wrapper its attribute made
    /// (``UnsetWrappedFields``). Empty when the body was not read.
    public var assignedProperties: [String] = []
    /// For an initializer that can neither fail nor throw and whose body has no trap of its
    /// own: the functions it calls by a plain name (`requireText(raw)`), each at its first
    /// call. One the inputs declare at the top level may check what it is handed
    /// (``TrappingFunctions``).
    public var calledFunctions: [TriedCall] = []
    /// For an initializer that can neither fail nor throw, and for a failable one whose body
    /// has no way of its own to fail: the `super.init(…)` calls in its body. It may trap (or
    /// fail) wherever the superclass's initializer it calls does (a subclass that hands its
    /// text to a base class that checks it, as dropbox/SwiftyDropbox's do).
    public var superDelegations: [InitializerDelegation] = []
    public var throwsClause: ThrowsClause?
    /// The first place the body may stop on a value it did not expect, or `nil` when there is
    /// none: a made-up value would reach it. For `init(from decoder:)` and failable initializers,
    /// `throw`, `return nil`, `fatalError`, `precondition`, a force unwrap `!`; for another
    /// throwing initializer, read as a throwing function is (what `init(from:)` reaches through
    /// `try self.init(…)`), `throw` and the trapping calls; for any other
    /// initializer that does not throw, a call that traps (`fatalError`, `precondition`,
    /// `assert` and their `…Failure` forms), a `rethrows` one's `throw` excepted (see
    /// ``mayThrow``), or else an unguarded index by an integer literal into a parameter
    /// (`halves[1]`).
    public var mayStopAt: SourceLocation? = nil
    /// The first `UUID()`, `Date()` or `Date.now` its body reads (`self.id = UUID().uuidString`):
    /// a value built through it differs from one call to the next, so it ranks after the
    /// initializers that read none.
    public var readsVaryingValueAt: SourceLocation? = nil
    /// For an initializer that can neither fail nor throw: the first place its body forces a
    /// value out of a parameter by subscript (`fields["label"]!`, `fields["label"] as!
    /// String`). A made-up argument holds no such key, so the call would trap whatever it is
    /// passed: the initializer is not called.
    public var forcesArgumentReadAt: SourceLocation? = nil
    /// Its body was read and holds nothing (`init() {}`, which Fluent requires of every model):
    /// it sets no property, so a wrapped one without a value keeps the empty wrapper its
    /// attribute made (``UnsetWrappedFields``).
    public var hasEmptyBody = false
    /// For an initializer that can neither fail nor throw and whose body may trap: the
    /// parameters it checks the count of, at the top of a `precondition`, `assert` or `guard`
    /// (`precondition(bytes.count == 2)`, `guard code.count >= 3 else { fatalError() }`). A
    /// made-up argument holds one element, which such a check rejects; one of the count asked
    /// for passes it. A parameter indexed by an integer literal asks for one element more than
    /// its largest index.
    public var checkedCounts: [CountCheck] = []
    /// For the same initializer: the `Bool` parameters it checks the value of, at the top of a
    /// `precondition`, `assert` or `guard` (`precondition(variableTime)`, `guard !dryRun else …`).
    /// A made-up `false` fails the first.
    public var checkedFlags: [FlagCheck] = []
    /// For the same initializer: the number parameters it compares with an integer literal at
    /// the top of such a check (`attempts > 1`, `0 < port`, `level != 0`). A made-up `1` may
    /// fail the check; ``NumberCheck/passes`` does not. For a failable initializer that fails
    /// only in such checks (``failsOnlyOnCheckedNumbers``), what passes its `guard`s.
    public var checkedNumbers: [NumberCheck] = []
    /// For the same initializer: the enum parameters it switches over whose cases it traps on
    /// first thing (`case .universal: preconditionFailure(…)`). A made-up enum is its first case,
    /// which may be one of them.
    public var trappingCases: [CaseCheck] = []
    /// For an initializer that can neither fail nor throw: the calls that hand one of its number
    /// parameters as it is to a function by its plain name or `Self.name(…)`, each parameter's
    /// first (`try! checkAttempts(attempts)`). The function may check it as the initializer's
    /// own ``checkedNumbers`` do.
    public var passedNumbers: [PassedNumber] = []
    /// For an initializer that can neither fail nor throw and has no trap of its own: the
    /// methods its body calls on a parameter (`raw.extractRSV()`), each at its first call. One
    /// an extension of the inputs declares may check what it is called on (``TrappingFunctions``).
    public var calledMethods: [TriedCall] = []
    /// For an initializer that can neither fail nor throw and has no trap of its own: the
    /// calls of another type's initializer that hand it one of its parameters as it is
    /// (`signature = Signature(raw: raw)`, `self.signature = .init(raw: raw)`). That initializer may check what it is handed
    /// (``HandOffTraps``).
    public var handOffs: [HandOff] = []
    /// For an initializer that can neither fail nor throw: its body does nothing but store
    /// parameters as they are, each statement `self.field = name` or `field = name` (`init(stringLiteral
    /// text: String) { self.text = text }`), so no argument can make it trap. A literal
    /// protocol's initializer is called only so (``LiteralInitializers``).
    public var storesOnlyItsParameters = false
    /// For an initializer that can neither fail nor throw: its body is one statement, a
    /// `self.init(…)` call (`init(arrayLiteral frames: Frame...) { self.init(frames, offset: 0)
    /// }`), so it can trap only in its own arguments or where the initializer it hands on to
    /// can. A literal protocol's initializer so is called when that one cannot
    /// (``LiteralInitializers``).
    public var onlyDelegates = false
    /// For an initializer whose body reads no varying value itself: the static functions of its
    /// own type it calls, `Self.name(…)` or `Type.name(…)`, each at its first call. One that
    /// draws at random or reads the clock (`Nonce.randomText(length: 16)`) makes two values
    /// the initializer builds differ, as a read in its own body would (``InitializerChoice``).
    public var ownStaticCalls: [TriedCall] = []
    /// For an initializer that can neither fail nor throw and may trap: the parameters it checks
    /// hold a member, at the top of a `precondition`, `assert` or `guard`
    /// (`assert(capabilities.contains(.secure))`), each at its first check. A made-up option set
    /// or collection is empty, which fails the check; one holding the member passes it.
    public var checkedMembers: [MemberCheck] = []
}

/// A parameter an initializer checks holds a member (``InitializerDeclaration/checkedMembers``):
/// `features.contains(.secure)` gives the parameter `features` and the member `secure`.
public struct MemberCheck: Hashable, Sendable, Encodable {
    /// The parameter's name inside the body.
    public var parameter: String
    /// The member's name, written after the `.` of an implicit member expression.
    public var member: String

    public init(parameter: String, member: String) {
        self.parameter = parameter
        self.member = member
    }
}

/// An enum parameter an initializer switches over and traps on some cases of
/// (``InitializerDeclaration/trappingCases``): `case .universal: preconditionFailure(…)`.
public struct CaseCheck: Hashable, Sendable, Encodable {
    /// The parameter's name inside the body.
    public var parameter: String
    /// The cases, by name, whose branch starts with a trap.
    public var traps: [String]

    public init(parameter: String, traps: [String]) {
        self.parameter = parameter
        self.traps = traps
    }
}

/// A `Bool` parameter an initializer checks the value of (``InitializerDeclaration/checkedFlags``).
public struct FlagCheck: Hashable, Sendable, Encodable {
    /// The parameter's name inside the body.
    public var parameter: String
    /// The value that passes the check: `true` for `precondition(flag)`, `false` for
    /// `precondition(!flag)`.
    public var passes: Bool

    public init(parameter: String, passes: Bool) {
        self.parameter = parameter
        self.passes = passes
    }
}

/// A count an initializer checks one of its parameters for: `precondition(key.count == 32)`
/// asks for 32 elements, `key.count >= 2` for 2 and `key.count > 2` for 3;
/// `bytes.count == Self.byteCount` for the value of the type's `static let byteCount = 16`.
public struct CountCheck: Hashable, Sendable, Encodable {
    /// The parameter's name inside the body.
    public var parameter: String
    /// The fewest elements that pass the check; compared with a constant, what the comparison
    /// adds to its value (1 for `>`, else 0).
    public var count: Int
    /// The constant compared with, as written (`Self.byteCount`, `Block.size`): a static
    /// property of the initializer's own type, whose integer literal the resolver reads.
    public var constant: String?

    public init(parameter: String, count: Int, constant: String? = nil) {
        self.parameter = parameter
        self.count = count
        self.constant = constant
    }
}

/// A `self.init(…)` (or `super.init(…)`) call in an initializer's body, by its argument labels.
public struct InitializerDelegation: Hashable, Sendable, Encodable {
    /// Each argument's label inside the parentheses, `"_"` for an unlabeled one: `self.init(a,
    /// b: 1)` gives `["_", "b"]`. A trailing closure is not counted.
    public var labels: [String]
    /// The position of `self` (or `super`).
    public var location: SourceLocation

    public init(labels: [String], location: SourceLocation) {
        self.labels = labels
        self.location = location
    }

    /// Whether a call with these labels may call an initializer with `parameters`: each label
    /// in order names the next parameter, the ones between left to their defaults, and a
    /// variadic parameter takes the unlabeled arguments after its own.
    public func mayCall(_ parameters: [Parameter]) -> Bool {
        var next = 0
        for parameter in parameters {
            if next < labels.count, labels[next] == parameter.label ?? "_" {
                next += 1
                while parameter.isVariadic, next < labels.count, labels[next] == "_" { next += 1 }
            } else if !parameter.hasDefault && !parameter.isVariadic {
                return false
            }
        }
        return next == labels.count
    }
}

/// A call of a type's initializer that passes on a parameter of the initializer it is made in:
/// `Signature(raw: raw)` gives the type `Signature` and the labels `raw`; `self.signature =
/// .init(raw: raw)` the property `signature`, whose declared type it builds.
public struct HandOff: Hashable, Sendable, Encodable {
    /// The type's name as written, or `nil` for `.init(…)`.
    public var typeName: String?
    /// For `.init(…)`: the property it is assigned to.
    public var property: String?
    /// The call's labels and the position of the type's name (of the `.` of `.init`).
    public var call: InitializerDelegation

    public init(typeName: String? = nil, property: String? = nil, call: InitializerDelegation) {
        self.typeName = typeName
        self.property = property
        self.call = call
    }
}

/// A call that a plain `try` makes in a body the parser reads for where it may stop:
/// `try container.decodeDate(forKey: .date)` gives `decodeDate`.
public struct TriedCall: Hashable, Sendable, Encodable {
    /// The called function's base name.
    public var name: String
    /// The position of the `try`.
    public var location: SourceLocation
    /// It follows another call of the chain (`container(keyedBy: K.self).decodeDate(…)`): when
    /// the inputs do not declare it, it is taken for a standard method (`map`), not a helper.
    public var isChained: Bool

    public init(name: String, location: SourceLocation, isChained: Bool = false) {
        self.name = name
        self.location = location
        self.isChained = isChained
    }

    /// The name that stands for the superclass's `init(from:)`, `try super.init(from: decoder)`:
    /// a keyword, so no helper has it.
    static let superclassDecoding = "super"

    /// It is a type's `init(from:)` (`try Storage(from: decoder)`), named by the type's last
    /// component, the superclass's (``decodesSuperclass``), or one whose type the context gives
    /// (``decodesImplicitType``), not a helper function.
    public var decodesType: Bool { Self.isTypeName(name) || decodesSuperclass || decodesImplicitType }

    /// It is `try .init(from: decoder)`: named `.` and the property it is assigned to
    /// (`.storage` for `self.storage = try .init(from: decoder)`), or `.` alone where that is
    /// not a property (an enum case's payload, a local); a period starts no function's name.
    public var decodesImplicitType: Bool { name.utf8.first == UInt8(ascii: ".") }

    /// The property ``decodesImplicitType`` assigns, whose type is the one decoded.
    public var implicitlyDecodedProperty: String? {
        decodesImplicitType && name.utf8.count > 1 ? String(name.dropFirst()) : nil
    }

    /// The name of `try .init(from: decoder)` assigned to `property`.
    static func implicitDecoding(of property: String?) -> String { "." + (property ?? "") }

    /// It is `try super.init(from: decoder)`.
    public var decodesSuperclass: Bool { name == Self.superclassDecoding }

    /// A capitalized name is a type's, after any leading underscores (`_BytesBuffer`):
    /// functions are named in lower camel case.
    static func isTypeName(_ name: String) -> Bool {
        guard let first = name.utf8.first(where: { $0 != UInt8(ascii: "_") }) else { return false }
        return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first)
    }
}

extension InitializerDeclaration {
    /// Whether a call may throw: `throws` or `throws(E)`, not `rethrows`, which throws only
    /// what its closure arguments throw, and the closures a generated call passes never do
    /// (`Batch(sizing: { 1 })` needs no `try`). A `rethrows` one is read as one that can
    /// neither fail nor throw.
    var mayThrow: Bool { throwsClause != nil && throwsClause != .rethrows }

    /// `init(from decoder: Decoder)` (or `any Decoder`): `Decodable`'s requirement.
    public var isDecoding: Bool { Self.isDecoding(parameters) }

    /// Whether a parameter list is `Decodable`'s `(from decoder: Decoder)`.
    static func isDecoding(_ parameters: [Parameter]) -> Bool {
        guard parameters.count == 1, parameters[0].label == "from" else { return false }
        switch parameters[0].type {
        case .nominal(let components), .existential(.nominal(let components)): return components.last?.name == "Decoder"
        default: return false
        }
    }

    // Forwards to the memberwise initializer (its stored order differs only to tell the two
    // apart): one that assigns field by field makes the compiler copy the whole value when it
    // is appended to an array, a retain and a release per field.
    public init(
        parameters: [Parameter] = [],
        failability: Failability = .none,
        genericParameters: [GenericParameter] = [],
        genericRequirements: [GenericRequirement] = [],
        isAsync: Bool = false,
        throwsClause: ThrowsClause? = nil,
        attributes: [Attribute] = [],
        modifiers: [String] = [],
        accessLevel: AccessLevel? = nil,
        documentation: String? = nil,
        location: SourceLocation,
        condition: String? = nil,
        mayStopAt: SourceLocation? = nil,
        triedCalls: [TriedCall] = [],
        parametersNotStoredAsGiven: [String] = [],
        delegations: [InitializerDelegation] = [],
        readsVaryingValueAt: SourceLocation? = nil,
        neverReturnsNil: Bool = false,
        neverThrows: Bool = false,
        hasEmptyBody: Bool = false,
        assignedProperties: [String] = [],
        forcesArgumentReadAt: SourceLocation? = nil,
        calledFunctions: [TriedCall] = [],
        superDelegations: [InitializerDelegation] = [],
        checkedCounts: [CountCheck] = [],
        checkedFlags: [FlagCheck] = [],
        checkedNumbers: [NumberCheck] = [],
        trappingCases: [CaseCheck] = [],
        passedNumbers: [PassedNumber] = [],
        calledMethods: [TriedCall] = [],
        handOffs: [HandOff] = [],
        storesOnlyItsParameters: Bool = false,
        onlyDelegates: Bool = false,
        ownStaticCalls: [TriedCall] = [],
        checkedMembers: [MemberCheck] = [],
        failsOnlyOnCheckedNumbers: Bool = false
    ) {
        self.init(
            location: location, failability: failability, isAsync: isAsync, accessLevel: accessLevel,
            neverReturnsNil: neverReturnsNil, neverThrows: neverThrows, failsOnlyOnCheckedNumbers: failsOnlyOnCheckedNumbers, parameters: parameters, genericParameters: genericParameters,
            genericRequirements: genericRequirements, attributes: attributes, modifiers: modifiers,
            documentation: documentation, condition: condition, triedCalls: triedCalls,
            parametersNotStoredAsGiven: parametersNotStoredAsGiven, delegations: delegations,
            assignedProperties: assignedProperties, calledFunctions: calledFunctions, superDelegations: superDelegations, throwsClause: throwsClause,
            mayStopAt: mayStopAt, readsVaryingValueAt: readsVaryingValueAt,
            forcesArgumentReadAt: forcesArgumentReadAt, hasEmptyBody: hasEmptyBody, checkedCounts: checkedCounts,
            checkedFlags: checkedFlags, checkedNumbers: checkedNumbers, trappingCases: trappingCases, passedNumbers: passedNumbers, calledMethods: calledMethods, handOffs: handOffs, storesOnlyItsParameters: storesOnlyItsParameters,
            onlyDelegates: onlyDelegates, ownStaticCalls: ownStaticCalls, checkedMembers: checkedMembers
        )
    }
}
