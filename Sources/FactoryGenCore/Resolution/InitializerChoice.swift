/// An explicit initializer the test module can call, with what ranks it.
///
/// A class, and immutable: a type's initializers are sorted, filtered and passed around per
/// candidate, and as a struct (its declaration inline, some twenty references) each copy
/// retained and released every one of them, 1.6% of a run over the twelve real folders.
final class CallableInitializer: Sendable {
    let declaration: InitializerDeclaration
    /// The context its parameter types resolve in.
    let context: LookupContext
    /// Every parameter's label names a stored property of the same type, as the memberwise
    /// initializer's do: ranks it before others.
    let isMemberwiseShaped: Bool
    /// Parameters without a default, which the call must pass.
    let requiredCount: Int
    /// For a generic initializer, the type each of its parameters stands for (see
    /// ``GenericInitializerArguments``).
    let substitutions: [String: ResolvedType]
    /// For a generic parameter given the first conformer of protocols of the inputs and passed
    /// as one argument alone, the existential of those protocols (and markers): the argument
    /// may be any of its values (``GenericInitializerArguments/Substitutions/conformedProtocols``).
    let conformedProtocols: [String: ResolvedType]
    /// The `#if` condition it is declared under (its own and its extension's), or `nil`: such
    /// an initializer is only used paired with one for the other branch (``ConditionalChoice``).
    let condition: String?
    /// Each parameter's type, resolved once (with ``substitutions``).
    let parameterTypes: [ResolvedType]
    /// Cannot fail, but its body may trap on a made-up argument (`precondition(!names.isEmpty)`),
    /// or an initializer it delegates to may (``delegatedTrap``): called only when nothing else
    /// builds the type, with every argument passed. Stored: it is read in every comparison of
    /// the sort below.
    let mayTrap: Bool
    /// Where it may trap when its own body does not: in the initializer its `self.init(…)`
    /// calls, which gets values derived from the arguments, not provided ones. Ranked after one
    /// that traps in its own body, whose checks the provided values are made to pass.
    let delegatedTrap: SourceLocation?
    /// Where it calls a top-level function that may trap when its own body does not
    /// (`requireText(raw)`, ``TrappingFunctions``): ranked as a trap of its own body, since the
    /// function checks the arguments as given.
    let helperTrap: SourceLocation?
    /// Every parameter's name inside the body names a stored property of the same type, which
    /// the body stores as given (`init(_ isOn: Bool) { self.isOn = isOn }`): its arguments
    /// vary their fields, and it may rebuild the value for the lenses.
    let setsFieldsByName: Bool
    /// Its body reads `UUID()`, `Date()` or `Date.now` (`self.id = UUID().uuidString`): two
    /// values built by it differ, as two `provide()` must not, so it comes after the others
    /// that cannot trap (a type made only so still gets it).
    var readsVaryingValue: Bool { varyingReadAt != nil }
    /// Where it reads a new identifier, the time or a shared counter: in its body, or in what a superclass's
    /// initializer makes (``InheritedState/varyingRead``).
    var varyingReadAt: SourceLocation? { declaration.readsVaryingValueAt ?? helperVaryingRead ?? inheritedVaryingRead }
    /// Where its body calls a static function of its own type that reads such a value
    /// (``InitializerDeclaration/ownStaticCalls``): `self.text = Nonce.randomText(length: 16)`.
    let helperVaryingRead: SourceLocation?
    /// A class's: where its superclasses make a value that differs at each call.
    let inheritedVaryingRead: SourceLocation?
    /// Its body is empty and leaves wrapped properties without a value (Fluent's `init() {}`,
    /// see ``UnsetWrappedFields``): it comes after the others that cannot trap, those reading
    /// the clock included, since what it builds may trap when read.
    let leavesWrappedFieldsUnset: Bool
    /// Failable, and fails only in the initializers its `self.init(…)` and `super.init(…)`
    /// calls reach, none of which can (``FailableDelegations``).
    let delegatesSafely: Bool
    /// May trap, and every argument it takes is one made to pass the checks such bodies run
    /// most (``InitializerChoice/checkedValue(for:count:flag:number:names:spelled:)``: text
    /// `"a"`, a number `1`, a list of one): ranked before one as long that takes a value
    /// nothing shapes, whose checks of what it holds a provided value may fail. Stored: it
    /// is read in every comparison of the sort below.
    let shapesEveryArgument: Bool
    /// A label says the caller vouches for an argument the body does not check
    /// (``vouchedFor(_:)``): what it builds from a made-up one may trap when used.
    let takesVouchedArgument: Bool

    init(
        declaration: InitializerDeclaration, context: LookupContext, isMemberwiseShaped: Bool, requiredCount: Int,
        substitutions: [String: ResolvedType] = [:], conformedProtocols: [String: ResolvedType] = [:], condition: String? = nil,
        parameterTypes: [ResolvedType] = [],
        mayTrap: Bool = false, delegatedTrap: SourceLocation? = nil, helperTrap: SourceLocation? = nil,
        setsFieldsByName: Bool = false, inheritedVaryingRead: SourceLocation? = nil, helperVaryingRead: SourceLocation? = nil,
        leavesWrappedFieldsUnset: Bool = false,
        delegatesSafely: Bool = false,
        namesAField: (String) -> Bool = { _ in false }
    ) {
        self.declaration = declaration
        self.context = context
        self.isMemberwiseShaped = isMemberwiseShaped
        self.requiredCount = requiredCount
        self.substitutions = substitutions
        self.conformedProtocols = conformedProtocols
        self.condition = condition
        self.parameterTypes = parameterTypes
        self.mayTrap = mayTrap
        self.delegatedTrap = delegatedTrap
        self.helperTrap = helperTrap
        self.setsFieldsByName = setsFieldsByName
        self.inheritedVaryingRead = inheritedVaryingRead
        self.helperVaryingRead = helperVaryingRead
        self.leavesWrappedFieldsUnset = leavesWrappedFieldsUnset
        self.delegatesSafely = delegatesSafely
        // Only asked of the few that may trap.
        shapesEveryArgument = mayTrap && !parameterTypes.isEmpty && parameterTypes.count == declaration.parameters.count
            && parameterTypes.allSatisfy { InitializerChoice.checkedValue(for: $0, spelled: { _ in "" }) != nil }
        // A label named like a field (`unsafeContent`, aws-amplify's flag of a picture's
        // labels) is the field's value, not a promise.
        takesVouchedArgument = declaration.parameters.contains { parameter in
            parameter.label.map { Self.vouchedFor($0) && !namesAField($0) } ?? false
        }
    }

    /// Whether an argument `label` says, as Swift's names do, that the caller vouches for what
    /// it passes, which the initializer takes unchecked: `unsafe…` or `unchecked…`
    /// (`Range(uncheckedBounds:)`; swiftlang/swift-syntax's nodes' `init(unsafeCasting: Syntax)`,
    /// whose made-up `Syntax` was of another kind, and every node built so trapped when read).
    static func vouchedFor(_ label: String) -> Bool {
        label.hasPrefix("unsafe") || label.hasPrefix("unchecked")
    }

    var isFailable: Bool { declaration.failability != .none }
    var throwsError: Bool { declaration.mayThrow }
    /// Neither failable nor throwing: the only kind a generated `provide()` calls, since it
    /// never traps on `!` or `try!`.
    var cannotFail: Bool { !isFailable && !throwsError }
    /// Failable, but its body has no way to fail (``InitializerDeclaration/neverReturnsNil``),
    /// or only through initializers it hands on to that have none (``delegatesSafely``), or
    /// only in `guard`s of its numbers, which it is passed numbers that pass
    /// (``InitializerDeclaration/failsOnlyOnCheckedNumbers``): called with `!`, which cannot
    /// trap, when nothing that cannot fail builds the type.
    var unwrapsSafely: Bool {
        isFailable && !throwsError && (declaration.neverReturnsNil || delegatesSafely || declaration.failsOnlyOnCheckedNumbers)
    }
    /// Throwing, but its body has no way to throw (``InitializerDeclaration/neverThrows``):
    /// called with `try!`, which cannot trap, when nothing that cannot fail builds the type.
    var triesSafely: Bool { throwsError && !isFailable && declaration.neverThrows }
    /// Called with `!` or `try!` when nothing that cannot fail builds the type.
    var failsNever: Bool { unwrapsSafely || triesSafely }

    /// A literal protocol's initializer that keeps its argument (``LiteralInitializers``): a
    /// way in only after every other.
    var isLiteral: Bool { InitializerChoice.isLiteralInitializer(declaration) }

    /// 0 when it cannot trap, 1 when its own body may, 2 when only a delegation may.
    private var trapRank: Int { mayTrap ? (delegatedTrap == nil || helperTrap != nil ? 1 : 2) : 0 }

    /// 0 when what it builds is whole and the same at each call, 1 when it reads the clock or
    /// a random identifier, 2 when it leaves wrapped properties without a value, 4 and more
    /// when it takes an argument unchecked (``takesVouchedArgument``).
    private var completenessRank: Int {
        (takesVouchedArgument ? 4 : 0) + (leavesWrappedFieldsUnset ? 2 : 0) + (readsVaryingValue ? 1 : 0)
    }

    /// The last two keys of the sort: memberwise shape, then fewest required arguments; for
    /// one that may trap, fewest parameters first. It is passed every argument, each a made-up
    /// value its checks may reject, and no lens rebuilds through it, so its shape buys nothing:
    /// one that takes every field is the one that must check them against each other, where
    /// one that takes less works the rest out (MongoKitten's `OpMessage`, whose
    /// `init(header:flags:sections:checksum:)` asserts that the header's length fits the
    /// sections, while `init(sections:requestId:flags:)` makes the header from them). Among as
    /// many, one whose arguments are all shaped for its checks (``shapesEveryArgument``) comes
    /// first: apple/swift-openapi-generator's `TypeName(components:)` checks that some
    /// provided component has a Swift name, which none has, where `TypeName(swiftKeyPath:)`
    /// checks only that its list of names is not empty.
    private var shapeAndArity: (Int, Int) {
        let shape = isMemberwiseShaped ? 0 : 1
        return mayTrap ? (declaration.parameters.count, (shapesEveryArgument ? 0 : 2) + shape) : (shape, requiredCount)
    }

    /// Non-failable first, then non-throwing, not trapping (then trapping in its own body),
    /// taking every argument checked, not reading the clock or a random identifier, not
    /// leaving wrapped properties unset,
    /// non-generic, memberwise-shaped and fewest arguments (fewest parameters first for one
    /// that may trap: ``shapeAndArity``), and the declaration's position.
    static func precedes(_ lhs: CallableInitializer, _ rhs: CallableInitializer) -> Bool {
        // Failable before throwing as one element: the standard `<` compares six at most.
        let (leftFirst, leftSecond) = lhs.shapeAndArity
        let (rightFirst, rightSecond) = rhs.shapeAndArity
        let left = ((lhs.isFailable ? 2 : 0) + (lhs.throwsError ? 1 : 0), lhs.trapRank, lhs.completenessRank,
                    lhs.substitutions.isEmpty ? 0 : 1, leftFirst, leftSecond)
        let right = ((rhs.isFailable ? 2 : 0) + (rhs.throwsError ? 1 : 0), rhs.trapRank, rhs.completenessRank,
                     rhs.substitutions.isEmpty ? 0 : 1, rightFirst, rightSecond)
        if left != right { return left < right }
        return lhs.declaration.location < rhs.declaration.location
    }
}

/// Chooses among explicit initializers: accessible from the test module (not private or
/// fileprivate), not async, not generic unless its parameters' types are evident (see
/// ``GenericInitializerArguments``; an opaque parameter, `some P`, counts as a generic one), not constrained by its extension's `where`, not
/// `init(from: Decoder)`, not a literal protocol's (`init(stringLiteral:)`,
/// which may trap on a made-up string) unless it only keeps its argument
/// (``LiteralInitializers``), not unavailable or deprecated (a call would warn in
/// the generated file); one under `#if` records its condition;
/// ranked by ``CallableInitializer/precedes(_:_:)``.
///
/// Classes: designated and convenience initializers from the body and extensions; a class
/// that declares no designated initializer and gives every stored property a default
/// inherits its superclass's initializers (both designated and convenience), or has
/// `init()` when it has no superclass among the inputs, unless it inherits from one that
/// cannot be initialized (see ``UninitializableSuperclasses``). Actors work like classes.
enum InitializerChoice {
    static func callableInitializers(
        of id: TypeID, properties: [StoredProperty], table: SymbolTable, lookup: NameLookup, witnesses: ProtocolWitnesses, depth: Int = 0
    ) -> [CallableInitializer] {
        let node = table[id]
        var found: [CallableInitializer] = []
        // Made at the first initializer: most types declare none.
        // With the type as written, when it is: a parameter written as its property is
        // (`init(name: String)` for `let name: String`), in the body, means the same.
        lazy var propertyTypes = Dictionary(properties.compactMap { property in
            property.type.map { (property.name, (written: property.declaration.type, resolved: $0)) }
        }, uniquingKeysWith: { first, _ in first })
        // Made at the first initializer of a class: its `super.init` sets the inherited state anew.
        lazy var inheritedVaryingRead = node.kind == .class ? InheritedState(of: id, table: table).varyingRead : nil
        // Every initializer a `self.init(…)` may call, private or constrained ones included.
        lazy var declared = node.declaredInitializers
        lazy var getOnly = FluentRelations.getOnlyProperties(in: properties)
        func consider(_ written: InitializerDeclaration, context: LookupContext, access: AccessLevel?, condition: String?) {
            // `some P` parameters as the generic ones they stand for: the call passes what
            // their constraints make evident, as for a generic clause.
            let initializer = OpaqueParameters.desugared(written)
            guard (initializer.accessLevel ?? access ?? .internal) >= .internal,
                  !initializer.isAsync,
                  !isLiteralInitializer(initializer) || LiteralInitializers.keepsItsArgument(initializer)
                    || LiteralInitializers.handsOnSafely(initializer, among: declared, owner: id, properties: properties, table: table),
                  !initializer.attributes.contains(where: \.isUnavailableOrDeprecated),
                  let generic = GenericInitializerArguments.substitutions(for: initializer, context: context, lookup: lookup, witnesses: witnesses,
                                                                          usable: { table.exists($0, wherever: id) })
            else { return }
            let substitutions = generic.types
            // Only one that cannot fail has its stored parameters read.
            if initializer.failability == .none, !initializer.mayThrow, !initializer.parameters.isEmpty,
               !getOnly.isEmpty, FluentRelations.assigns(getOnly, in: initializer) { return }
            // `fields["label"]!` traps on any made-up dictionary.
            if initializer.forcesArgumentReadAt != nil { return }
            // A `rethrows` one takes a throwing closure, which a rebuild would pass a field's
            // value for, needing a `try`: no lens rebuilds through it.
            var shaped = !initializer.parameters.isEmpty && substitutions.isEmpty && initializer.throwsClause != .rethrows
            // Named like its fields, but its body changes one (`self.name = name.uppercased()`):
            // a lens that rebuilds through it would not give back what it set.
            var shapedByName = shaped && initializer.parametersNotStoredAsGiven.isEmpty
            var required = 0
            var types: [ResolvedType] = []
            types.reserveCapacity(initializer.parameters.count)
            for parameter in initializer.parameters {
                let type: ResolvedType
                if substitutions.isEmpty, context == node.context, let name = parameter.name ?? parameter.label,
                   let property = propertyTypes[name], property.written == parameter.type {
                    // Resolved once, for the property.
                    type = property.resolved
                } else {
                    type = lookup.resolve(parameter.type, in: context, substitutions: substitutions)
                }
                types.append(type)
                if isDecoder(type) { return }
                if !parameter.hasDefault && !parameter.isVariadic { required += 1 }
                // Looked up once when the name inside the body is the label, as it mostly is.
                let labeled = ResolvedType.sameHere(parameter.label.flatMap { propertyTypes[$0]?.resolved }, type)
                let name = parameter.name ?? parameter.label
                // A rebuild would pass the field's closure where the call takes its result.
                if !labeled || parameter.isAutoclosure { shaped = false }
                if parameter.isAutoclosure { shapedByName = false }
                if name == parameter.label ? !labeled : !ResolvedType.sameHere(name.flatMap { propertyTypes[$0]?.resolved }, type) {
                    shapedByName = false
                }
            }
            let cannotFail = initializer.failability == .none && !initializer.mayThrow
            let helper = cannotFail && initializer.mayStopAt == nil
                ? table.trappingFunctions.firstCall(in: initializer, of: id, table: table) ?? HandOffTraps.firstTrap(of: initializer, owner: id, in: context, table: table) : nil
            let delegated = cannotFail && initializer.mayStopAt == nil && helper == nil
                ? delegatedTrap(of: initializer, among: declared) ?? superclassTrap(of: initializer, in: id, table: table) : nil
            found.append(CallableInitializer(
                declaration: initializer, context: context, isMemberwiseShaped: shaped, requiredCount: required, substitutions: substitutions,
                conformedProtocols: generic.conformedProtocols,
                condition: ConditionalCompilation.join([condition, initializer.condition].compactMap { $0 }), parameterTypes: types,
                mayTrap: cannotFail && (initializer.mayStopAt != nil || helper != nil || delegated != nil), delegatedTrap: delegated,
                helperTrap: helper, setsFieldsByName: shapedByName, inheritedVaryingRead: inheritedVaryingRead,
                helperVaryingRead: initializer.ownStaticCalls.first { StaticFactoryDefaults.readsVaryingValue($0.name[...], of: id, table: table) }?.location,
                leavesWrappedFieldsUnset: UnsetWrappedFields.leftUnset(by: initializer, properties: properties),
                delegatesSafely: initializer.failability != .none && !initializer.mayThrow
                    && FailableDelegations.failsNowhere(initializer, among: declared, in: id, table: table),
                namesAField: { label in properties.contains { $0.name == label } }
            ))
        }
        for initializer in node.declaration.members.initializers {
            consider(initializer, context: node.context, access: nil, condition: nil)
        }
        // An initializer from a constrained extension (`extension Box where T == Int`) does not
        // exist for every instance of the type.
        for (index, extensionDeclaration) in node.extensions.enumerated() where extensionDeclaration.genericRequirements.isEmpty {
            for initializer in extensionDeclaration.members.initializers {
                consider(initializer, context: table.extensionContext(of: id, at: index), access: extensionDeclaration.accessLevel,
                         condition: extensionDeclaration.condition)
            }
        }
        if node.kind == .class || node.kind == .actor {
            let declaresDesignated = node.declaration.members.initializers.contains { !$0.modifiers.contains("convenience") }
            let allDefaulted = properties.allSatisfy { $0.isDefaulted || $0.isConstant || $0.declaration.isLazy }
            if !declaresDesignated && allDefaulted {
                if let superclass = table.superclass(of: id), depth < 32 {
                    let superProperties = MemberwiseInitializer.storedProperties(of: superclass, table: table, lookup: lookup)
                    found += callableInitializers(of: superclass, properties: superProperties, table: table, lookup: lookup, witnesses: witnesses, depth: depth + 1)
                } else if UninitializableSuperclasses.problem(of: id, table: table) == nil {
                    let implicit = InitializerDeclaration(location: node.declaration.location)
                    found.append(CallableInitializer(declaration: implicit, context: node.context, isMemberwiseShaped: false, requiredCount: 0))
                }
            }
        }
        return found.sorted(by: CallableInitializer.precedes)
    }

    /// The initializers of the `ExpressibleBy…Literal` protocols: made for literals the author
    /// writes, they often trap on any other value (`Version(stringLiteral: "")`), and left
    /// without their variadic arguments they are ambiguous with each other.
    private static let literalLabels: Set<String> = [
        "stringLiteral", "extendedGraphemeClusterLiteral", "unicodeScalarLiteral", "stringInterpolation",
        "integerLiteral", "floatLiteral", "booleanLiteral", "nilLiteral", "arrayLiteral", "dictionaryLiteral",
    ]

    static func isLiteralInitializer(_ initializer: InitializerDeclaration) -> Bool {
        initializer.parameters.count == 1 && initializer.parameters[0].label.map(literalLabels.contains) == true
    }

    /// For a parameter whose type is a generic one that any conformer of its protocols may
    /// stand for (``CallableInitializer/conformedProtocols``): each conformer, in the order a
    /// field of the protocol type takes them, so the call passes the first that can be built
    /// (`AnyRule(LooseRule())` where `StrictRule`, declared first, only throws).
    private static func conformerValue(_ parameter: Parameter, of initializer: CallableInitializer, values: ValueExpressions, in id: TypeID) -> SlotValue? {
        guard !initializer.conformedProtocols.isEmpty, case .nominal(let components) = parameter.type, components.count == 1,
              let existential = initializer.conformedProtocols[components[0].name] else { return nil }
        return values.value(of: existential, in: id)
    }

    /// Whether another initializer the type declares (itself or in an extension) has the same
    /// argument labels, so that a call of this one is told apart by its arguments' types alone.
    private static func hasNamesake(_ declaration: InitializerDeclaration, of node: TypeNode) -> Bool {
        let labels = declaration.parameters.map(\.label)
        let others = node.declaration.members.initializers + node.extensions.flatMap(\.members.initializers)
        return others.contains { $0.location != declaration.location && $0.parameters.map(\.label) == labels }
    }

    /// A function type, or an optional one: a closure literal (or `nil`) fits many of them.
    private static func isClosureType(_ type: ResolvedType) -> Bool {
        switch type {
        case .function: true
        case .standard("Optional", let arguments): arguments.count == 1 && isClosureType(arguments[0])
        default: false
        }
    }

    private static func isDecoder(_ type: ResolvedType) -> Bool {
        if case .unprovidable(_, let spelling) = type {
            return spelling == "Decoder" || spelling == "any Decoder" || spelling == "NSCoder" || spelling.hasSuffix(".Decoder")
        }
        return false
    }

    /// The candidate that calls `initializer` (one that cannot fail): defaulted parameters are
    /// left out unless `passingDefaults` passes them (see ``InitializerOverloads``), or their
    /// default varies (``VaryingDefaults``: by its type, or, with `passingVaryingCalls`, by a
    /// call in it), may trap (``TrappingDefaults``) or holds for one argument of the type's
    /// generic parameter only (``GenericParameterDefaults``); variadic ones are too, unless
    /// `passingDefaults` names them (leaving one empty would be ambiguous), then given one element.
    /// A parameter labelled or named like a property with a value in `defaults` is passed
    /// that value, even when it is defaulted.
    static func candidate(
        _ initializer: CallableInitializer, for id: TypeID, callee: String, table: SymbolTable,
        lookup: NameLookup, values: ValueExpressions, passingDefaults: PassedDefaults = .none, passingVaryingCalls: Bool = true,
        defaults: [String: ValueOption] = [:]
    ) -> Candidate {
        let node = table[id]
        let declaration = initializer.declaration
        let closuresNeedTypes = hasNamesake(declaration, of: node)
        var slots: [Slot] = []
        var emptyDefaults: [(property: String, value: String)] = []
        for (index, parameter) in declaration.parameters.enumerated() where !parameter.isVariadic || passingDefaults.names(index) {
            // A variadic parameter takes an element, not the configured value of a property.
            let configured = defaults.isEmpty || parameter.isVariadic ? nil
                : [parameter.label, parameter.name].compactMap { $0 }.first { defaults[$0] != nil }
            let type = index < initializer.parameterTypes.count
                ? initializer.parameterTypes[index]
                : lookup.resolve(parameter.type, in: initializer.context, substitutions: initializer.substitutions)
            guard passingDefaults.passes(index) || !parameter.hasDefault || configured != nil || VaryingDefaults.isVarying(type, default: parameter.defaultValue)
                    || TrappingDefaults.traps(type, default: parameter.defaultValue, table: table)
                    || GenericParameterDefaults.mustBePassed(parameter, type: type, in: declaration, of: id, table: table)
                    || passingVaryingCalls && VaryingDefaults.isPassed(type, default: parameter.defaultValue, values: values, in: id) else {
                if initializer.setsFieldsByName, let value = parameter.defaultValue, VariedFields.emptyValues.contains(value),
                   let property = parameter.name ?? parameter.label {
                    emptyDefaults.append((property, value))
                }
                continue
            }
            let name = parameter.name ?? parameter.label ?? "_"
            // A parameter of the type's that an integer literal stands for (`T: FixedWidthInteger`)
            // is checked as a number is: `1`, not the provided `0`.
            var checkedType = type
            if initializer.mayTrap, case .genericParameter(let generic) = type,
               IntegerLiteralParameters.takesIntegerLiteral(generic, in: id, table: table, lookup: lookup) {
                checkedType = .standard("Int", arguments: [])
            }
            // What passes the number `guard`s of a failable initializer that fails only there,
            // before a configured default, which may not: `UnitInterval(1)!`.
            var value = guardedNumber(name, of: type, in: declaration).map { SlotValue.options([$0]) }
                ?? configured.flatMap { defaults[$0] }.map { SlotValue.options([$0]) }
                ?? (initializer.mayTrap ? CheckedMembers.value(of: name, type, in: declaration, table: table) : nil)
                ?? (initializer.mayTrap ? checkedValue(for: checkedType,
                                                      count: checkedCount(of: name, in: declaration, of: id, context: initializer.context,
                                                                          table: table, lookup: lookup),
                                                      flag: declaration.checkedFlags.first { $0.parameter == name }?.passes,
                                                      number: checkedNumber(of: name, in: declaration, of: id, context: initializer.context,
                                                                            table: table, lookup: lookup)
                                                          ?? table.trappingFunctions.checkedNumber(of: name, in: declaration)
                                                          ?? InitializerChoice.superclassCheckedNumber(of: name, in: declaration, of: id, table: table),
                                                      names: [parameter.name, parameter.label].compactMap { $0 },
                                                      spelled: { values.spelling.spell($0, in: id) }).map { SlotValue.options([$0]) } : nil)
                ?? (initializer.mayTrap ? TrappingCases.passing(name, of: type, in: declaration, table: table).map { passing in
                        SlotValue.options([ValueOption(expression: values.spelling.spell(type, in: id) + "." + Identifier.escaped(passing), needs: [])])
                    } : nil)
                ?? conformerValue(parameter, of: initializer, values: values, in: id)
                ?? values.argument(parameter, of: type, in: id)
            if initializer.mayTrap, configured == nil { value = withoutEmptyCollections(value, of: type, values: values, in: id) }
            // A closure literal fits any function type of its arity: where another initializer
            // has the same labels, `{ _, _ in }` may fit its parameter as well ("ambiguous use
            // of 'init(callback:)'"), so the closure is given the parameter's type.
            if closuresNeedTypes, !parameter.isAutoclosure, Self.isClosureType(type), case .options(let options) = value {
                let spelled = values.spelling.spell(type, in: id)
                value = .options(options.map { option in
                    var typed = option
                    if !option.expression.hasPrefix("unsafe unsafeBitCast(") { typed.expression = "(" + option.expression + " as " + spelled + ")" }
                    return typed
                })
            }
            // A literal (`[]`, `nil`) says nothing of the generic parameter it is passed as.
            if !initializer.substitutions.isEmpty, case .options(let options) = value {
                let spelled = values.spelling.spell(type, in: id)
                value = .options(options.map { option in
                    var typed = option
                    if !option.expression.hasPrefix(values.spelling.factory(in: id) + "<") { typed.expression = "(" + option.expression + " as " + spelled + ")" }
                    return typed
                })
            }
            slots.append(Slot(
                label: parameter.label, property: initializer.setsFieldsByName ? parameter.name ?? parameter.label : nil,
                owner: node.qualifiedName, member: name, location: declaration.location, value: value, defaulted: configured
            ))
        }
        let labels = declaration.parameters.map { ($0.label ?? "_") + ":" }.joined()
        let isImplicit = declaration.location == node.declaration.location
        let candidate = Candidate(
            callee: callee, slots: slots, hasParentheses: true,
            origin: isImplicit ? "implicit init()" : String(concatenating: initializer.unwrapsSafely ? "init?(" : "init(", labels, ")"),
            at: isImplicit ? nil : declaration.location
        )
        candidate.unwraps = initializer.unwrapsSafely
        candidate.forceTries = initializer.triesSafely
        if initializer.mayTrap { candidate.mayTrapAt = declaration.mayStopAt ?? initializer.helperTrap ?? initializer.delegatedTrap }
        candidate.readsVaryingValueAt = initializer.varyingReadAt
        candidate.emptyDefaults = emptyDefaults
        return candidate
    }
}

extension Attribute {
    /// `@available(*, unavailable)`, `@available(*, deprecated, …)`, `@available(iOS, deprecated: 15)`,
    /// `@available(swift, obsoleted: 5)`: a use of the declaration is an error or a warning.
    /// An obsoleted one is unavailable from that version on, which the test module may well
    /// be built with (SwiftPM's manifest API obsoletes `SwiftVersion.v3` in its own domain).
    var isUnavailableOrDeprecated: Bool {
        guard name == "available", let arguments else { return false }
        return arguments.containsBytes("unavailable") || arguments.containsBytes("deprecated") || arguments.containsBytes("obsoleted")
    }

    /// `@available(*, unavailable)`, `@available(swift, obsoleted: 5)`: a use is an error
    /// (everywhere, or from that version on). The words of a message
    /// do not count: `deprecated, message: "unavailable in 3.0"` only warns, and leaving out
    /// a type skips every type that needs it.
    ///
    /// An app extension's platform (`@available(iOSApplicationExtension, unavailable)`, on an
    /// app's views that reach `UIApplication.shared`) does not count: a test target is none.
    ///
    /// Nor does one platform of those ``PlatformAvailability`` knows: the type is generated
    /// for the others, under `#if`.
    var isUnavailable: Bool {
        guard name == "available", let arguments else { return false }
        let platform = arguments.prefix { $0 != "," }.filter { $0 != " " }
        if platform.hasSuffix("ApplicationExtension") || unavailablePlatformCondition != nil { return false }
        // The text outside string literals: every other piece between quotes.
        let outside = arguments.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset.isMultiple(of: 2) }
        return outside.contains { String($0.element).containsBytes("unavailable") || String($0.element).containsBytes("obsoleted") }
    }

    /// `@available(*, deprecated, …)`, `@available(iOS, deprecated: 15)`: a use warns.
    var isDeprecated: Bool {
        name == "available" && (arguments ?? "").containsBytes("deprecated")
    }

    /// `unavailable` or `obsoleted` on some platform or version: more than a warning there.
    var isUnavailableOrObsoleted: Bool {
        guard name == "available", let arguments else { return false }
        return arguments.containsBytes("unavailable") || arguments.containsBytes("obsoleted")
    }
}
