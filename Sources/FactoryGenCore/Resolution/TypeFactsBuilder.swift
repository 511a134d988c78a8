/// Collects, once per type, its stored properties, callable initializers and candidate
/// constructions (see `MemberwiseInitializer`, `InitializerChoice`, `CaseChoice`).
///
/// A class: as a struct, each type's build copied every table below into the closures that
/// capture `self`, retaining each of their fields.
final class TypeFactsBuilder {
    let table: SymbolTable
    let lookup: NameLookup
    let witnesses: ProtocolWitnesses
    let values: ValueExpressions
    let codability: Codability
    /// The configuration's `defaults:`, matched to the types.
    let defaults: ConfiguredDefaults
    /// The models' top-level constants, by type.
    let moduleConstants: ModuleConstants

    init(table: SymbolTable, lookup: NameLookup, witnesses: ProtocolWitnesses, values: ValueExpressions, codability: Codability,
         defaults: ConfiguredDefaults, moduleConstants: ModuleConstants) {
        self.table = table
        self.lookup = lookup
        self.witnesses = witnesses
        self.values = values
        self.codability = codability
        self.defaults = defaults
        self.moduleConstants = moduleConstants
    }

    struct Output {
        var facts: TypeFacts
        var properties: [StoredProperty]
        var callable: [CallableInitializer]
    }

    func build(_ id: TypeID) -> Output {
        let node = table[id]
        var facts = TypeFacts()
        facts.isUserProvidable = witnesses.userProvidable[id.index]
        // The test target's own types are seen (their conformances count) but get no code.
        guard node.kind != .protocol, !table.isContext(id) else {
            facts.isExcluded = true
            return Output(facts: facts, properties: [], callable: [])
        }
        let properties = node.kind == .enum ? [] : MemberwiseInitializer.storedProperties(of: id, table: table, lookup: lookup)
        let callable = node.kind == .enum ? [] : InitializerChoice.callableInitializers(of: id, properties: properties, table: table, lookup: lookup, witnesses: witnesses)
        if node.effectiveAccess < .internal {
            facts.isUserProvidable = false
            facts.intrinsicProblem = "is private or fileprivate, so the test module cannot see it"
            return Output(facts: facts, properties: properties, callable: callable)
        }
        // Naming an unavailable type is an error wherever the generated file would: its
        // conformance, its nested types' (`Presentation.Fit`), a test's own conformance.
        if let unavailable = Self.unavailableDeclaration(of: id, table: table) {
            facts.isUserProvidable = false
            facts.intrinsicProblem = unavailable == id
                ? "is unavailable (`@available(…, unavailable)`), so no code outside it can name it"
                : "is nested in '\(table[unavailable].path.joined(separator: "."))', which is unavailable, so no code outside it can name it"
            return Output(facts: facts, properties: properties, callable: callable)
        }
        if node.declaration.genericParameters.contains(where: \.isPack) {
            facts.intrinsicProblem = "has a parameter pack"
            return Output(facts: facts, properties: properties, callable: callable)
        }
        // `struct Tiles<let count: Int>`: the law driver and the generic spelling substitute
        // types for generic parameters, and a value parameter takes a value.
        if let value = node.declaration.genericParameters.first(where: \.isValue) {
            facts.intrinsicProblem = "has a value generic parameter ('let \(value.name)')"
            return Output(facts: facts, properties: properties, callable: callable)
        }
        // `~Copyable`, `~Escapable`: provide() returns a value that its callers copy, and a lens
        // reads a field and writes it back; neither is allowed of such a type (nor is
        // `Providable`, which requires both). One copyable only where its arguments are
        // (`extension Box: Copyable where T: Copyable`) is skipped as well.
        if let suppressed = node.declaration.inheritedTypes.first(where: { if case .suppressed = $0 { true } else { false } }) {
            facts.intrinsicProblem = "is declared '\(suppressed)', and a factory and its lenses copy the values they make"
            return Output(facts: facts, properties: properties, callable: callable)
        }
        // `struct Query<T> { struct Body<T> … }`: an extension of `Query<T>.Body` cannot name
        // the outer `T` apart from the inner one.
        let inScope = table.genericParametersInScope(of: id)
        if let shadowed = node.declaration.genericParameters.first(where: { parameter in inScope.count { $0 == parameter.name } > 1 }) {
            facts.intrinsicProblem = "declares a generic parameter '\(shadowed.name)' named like its parent's, which the generated extension "
                + "cannot tell apart"
            return Output(facts: facts, properties: properties, callable: callable)
        }
        // `struct Segue<Source, Self, Destination>`: in its extensions, and in those of the types
        // nested in it, `Self` is that parameter, and the generated `provide() -> Self` and
        // `Lens<Self, …>` would name it rather than the type.
        if inScope.contains(where: { $0 == "Self" || $0 == "`Self`" }) {
            facts.intrinsicProblem = "is in the scope of a generic parameter named 'Self', which the generated extension's 'Self' "
                + "would mean instead of the type"
            return Output(facts: facts, properties: properties, callable: callable)
        }
        if facts.isUserProvidable { return Output(facts: facts, properties: properties, callable: callable) }
        let selfType = values.spelling.selfType(of: id)
        // A default for the whole type replaces every other way to build it: the user chose.
        if let configured = defaults.candidate(for: id, table: table, selfType: selfType) {
            facts.candidates = [configured]
            return Output(facts: facts, properties: properties, callable: callable)
        }
        // The object a made-up argument stores there is released at once: reading the
        // property later traps.
        if let unowned = UnownedReferences.held(by: id, properties: properties, initializers: callable, table: table) {
            facts.intrinsicProblem = "holds an unowned reference (\(unowned)), which a made-up object would not outlive"
            return Output(facts: facts, properties: properties, callable: callable)
        }
        // `deinit { assert(isClosed) }`: every object a test is given and releases as it was
        // made would trap there, however it was built; a superclass's deinit runs too.
        if let stop = Self.deinitializerTrap(of: id, table: table) {
            facts.intrinsicProblem = "may trap in its deinit (at \(stop.fileName):\(stop.line):\(stop.column)), "
                + "which runs when a test releases a made-up object"
            return Output(facts: facts, properties: properties, callable: callable)
        }
        let configured = defaults.options(for: id)
        let callee = Spelling.callee(of: node.kind, selfType: selfType, declaresSelf: node.declaration.members.declaresSelf)
        // Made only when a call could leave defaults out, which most initializers have none to.
        var overloads: InitializerOverloads?
        func passesDefaults(_ location: SourceLocation, leavesDefaultsOut: Bool) -> PassedDefaults {
            guard leavesDefaultsOut, node.kind != .enum else { return .none }
            if overloads == nil { overloads = InitializerOverloads(id: id, properties: properties, callable: callable, table: table, lookup: lookup) }
            return overloads?.defaultsToPass(of: location) ?? .none
        }
        func passesDefaults(_ initializer: CallableInitializer) -> PassedDefaults {
            passesDefaults(initializer.declaration.location,
                           leavesDefaultsOut: initializer.declaration.parameters.contains { $0.hasDefault || $0.isVariadic })
        }
        // The call of an initializer that cannot fail; when it passes a default that may
        // differ from call to call (`VaryingDefaults.isPassed`), the call that leaves it after
        // it, for when the passed value's type turns out to have no factory.
        func initializerCandidates(_ initializer: CallableInitializer) -> [Candidate] {
            let passing = passesDefaults(initializer)
            let candidate = InitializerChoice.candidate(initializer, for: id, callee: callee, table: table, lookup: lookup, values: values,
                                                        passingDefaults: passing, defaults: configured)
            // A `UUID` or `Date` is passed by its type anyway (`id: UUID = UUID()`): no fallback leaves it.
            let parameters = initializer.declaration.parameters
            guard parameters.indices.contains(where: { index in
                guard let value = parameters[index].defaultValue else { return false }
                guard index < initializer.parameterTypes.count else { return VaryingDefaults.mayDiffer(value) }
                let type = initializer.parameterTypes[index]
                return !VaryingDefaults.isVarying(type, default: value)
                    && VaryingInitializerDefaults.mayDiffer(value, as: type, table: table, lookup: lookup)
            }) else { return [candidate] }
            let fallback = InitializerChoice.candidate(initializer, for: id, callee: callee, table: table, lookup: lookup, values: values,
                                                       passingDefaults: passing, passingVaryingCalls: false, defaults: configured)
            return fallback.slots.count == candidate.slots.count ? [candidate] : [candidate, fallback]
        }
        switch node.kind {
        case .enum:
            let cases = CaseChoice.all(of: id, table: table, lookup: lookup, values: values)
            facts.candidates = CaseChoice.deprecatedLast(cases.filter { $0.condition == nil }.map(\.candidate), of: id, table: table)
            facts.candidates += ConditionalChoice.candidates(cases.compactMap { entry in entry.condition.map { ($0, entry.candidate) } })
            if facts.candidates.isEmpty {
                let declared = node.declaration.members.cases
                facts.isNamespace = declared.isEmpty
                facts.intrinsicProblem = facts.isNamespace ? "has no cases" : Self.whyNoCaseWorks(declared, of: id, table: table)
            }
        case .struct where node.declaration.importedValue != nil:
            // A C enum's first constant: its initializers would take any raw value, which the
            // header may not name.
            let value = node.declaration.importedValue ?? ""
            let module = table.module(of: id).map { $0 + "." } ?? ""
            facts.candidates = [Candidate(
                callee: module + value, slots: [], hasParentheses: false, origin: "C constant " + value, at: node.declaration.location
            )]
            return Output(facts: facts, properties: properties, callable: callable)
        case .struct:
            let passing = passesDefaults(node.declaration.location, leavesDefaultsOut: properties.contains { $0.isParameter && $0.isDefaulted })
            switch MemberwiseInitializer.candidate(for: id, properties: properties, table: table, values: values, callee: callee, passingDefaults: passing,
                                                    defaults: configured) {
            case .success(let candidate):
                facts.candidates.append(candidate)
                // Passing a default that calls `UUID()` needs its type provided; the call that
                // leaves it is the fallback (see `VaryingDefaults.isPassed`).
                if passing == .none, properties.contains(where: { $0.isDefaulted && VaryingInitializerDefaults.mayDiffer($0.declaration.initialValue, as: $0.type, table: table, lookup: lookup) }),
                   case .success(let fallback) = MemberwiseInitializer.candidate(
                    for: id, properties: properties, table: table, values: values, callee: callee, passingVaryingCalls: false, defaults: configured
                ), fallback.slots.count != candidate.slots.count {
                    facts.candidates.append(fallback)
                }
            case .failure(let problem): facts.intrinsicProblem = problem.description
            case nil: break
            }
            facts.candidates += callable.filter { $0.cannotFail && !$0.mayTrap && !$0.isLiteral && $0.condition == nil }.flatMap(initializerCandidates)
        case .class, .actor:
            // A class hierarchy's templates write one conformance, on its root, which
            // dispatches to each subclass's expression (adding `as! Self`): the plan keeps
            // every class's plain initializer call.
            // A subclass's failable initializer may fail in the superclass's it calls implicitly;
            // not one whose every path ends in an explicit `super.init` that cannot fail.
            let isRoot = table.superclass(of: id) == nil
            facts.candidates = callable.filter { ($0.cannotFail && !$0.mayTrap && !$0.isLiteral || isRoot && $0.failsNever || $0.delegatesSafely) && $0.condition == nil }
                .flatMap(initializerCandidates)
        case .protocol:
            break
        }
        // A class's constant is one shared object (`static let shared`): a test that changed
        // it would change every other test's value. A class's static function that makes one
        // (`static func sized(_:) -> Buffer`, the way in of a `ManagedBuffer` subclass; `static
        // func create(…) -> Input` beside a private initializer, as generated API clients write
        // their input classes) makes a new object at each call. A subclass's `provide()` does
        // not call it: the hierarchy's conformance checks the object it returns `as? Self`.
        if node.kind == .class {
            facts.candidates += StaticFactoryChoice.candidates(of: id, table: table, lookup: lookup, values: values, callee: callee)
        }
        if node.kind == .class, node.declaration.modifiers.contains("final") {
            // An object no one can change may be shared after all.
            if StaticConstantChoice.isImmutable(id, properties: properties, table: table) {
                facts.candidates += StaticConstantChoice.candidates(
                    of: id, table: table, lookup: lookup, callee: callee, moduleConstants: moduleConstants, values: values
                )
            }
        }
        if node.kind == .struct {
            facts.candidates += StaticConstantChoice.candidates(
                of: id, table: table, lookup: lookup, callee: callee, moduleConstants: moduleConstants, values: values
            )
            facts.candidates += StaticFactoryChoice.candidates(of: id, table: table, lookup: lookup, values: values, callee: callee)
            // After the constants: `Kind.keyword` tells more than `Kind(rawValue: "")!`, which a
            // RawRepresentable struct's `init?(rawValue:) { self.rawValue = rawValue }` gives;
            // `try! Reply(fields: …)` for a throwing one whose body cannot throw likewise.
            facts.candidates += callable.filter { $0.failsNever && $0.condition == nil }.flatMap(initializerCandidates)
        }
        if let decoding = DecodingConstruction.candidate(for: id, properties: properties, codability: codability, values: values, callee: callee) {
            // A failable or throwing initializer may build a value from provided arguments;
            // when it fails, decoding still does, so the call cannot fail as a whole.
            // Not one called with `!` or `try!`: the call cannot fail, so there is nothing to fall back from.
            for initializer in callable where !initializer.cannotFail && !initializer.failsNever && initializer.condition == nil {
                let attempt = InitializerChoice.candidate(initializer, for: id, callee: callee, table: table, lookup: lookup, values: values,
                                                          passingDefaults: passesDefaults(initializer), defaults: configured)
                facts.candidates.append(decoding.falling(back: attempt, throwsError: initializer.throwsError))
            }
            facts.candidates.append(decoding)
        }
        let branches = ConditionalChoice.branches(node, id: id, table: table)
        if branches {
            let conditional = callable.filter { $0.cannotFail && !$0.isLiteral }.compactMap { initializer in
                initializer.condition.map { condition in
                    (condition, InitializerChoice.candidate(initializer, for: id, callee: callee, table: table, lookup: lookup, values: values,
                                                            passingDefaults: passesDefaults(initializer), defaults: configured))
                }
            }
            facts.candidates += ConditionalChoice.candidates(conditional)
        }
        // A literal protocol's initializer that keeps its argument: made for literals, it comes
        // after the type's own constants and decoding, but it cannot trap.
        // Few types have one: passing `initializerCandidates` copies this builder's many fields.
        let literals = callable.filter { $0.isLiteral && $0.cannotFail && !$0.mayTrap && $0.condition == nil }
        if !literals.isEmpty { facts.candidates += literals.flatMap(initializerCandidates) }
        // An initializer that may trap comes after every other way, with each argument passed:
        // a provided collection is not empty (`[""]`), and text is `"a"` (`.some("a")`), which
        // is what such checks ask most often (`precondition(!names.isEmpty)`).
        for initializer in callable where initializer.mayTrap && !initializer.isLiteral && initializer.condition == nil {
            facts.candidates.append(InitializerChoice.candidate(initializer, for: id, callee: callee, table: table, lookup: lookup, values: values,
                                                                passingDefaults: .all, defaults: configured))
            // A defaulted parameter of a type with no factory (`session: any Session =
            // URLSession.shared`, whose one conformer is another module's) cannot be passed: the
            // call that leaves the defaults to the author, as any other initializer's does, follows.
            guard initializer.declaration.parameters.contains(where: \.hasDefault) else { continue }
            let passing = passesDefaults(initializer)
            if passing != .all {
                facts.candidates.append(InitializerChoice.candidate(initializer, for: id, callee: callee, table: table, lookup: lookup, values: values,
                                                                    passingDefaults: passing, defaults: configured))
            }
        }
        if !configured.isEmpty {
            // The constructions that take every configured property come first, so that the
            // defaults are used whenever one of them works.
            let takesAll = facts.candidates.map { candidate in
                configured.keys.allSatisfy { name in candidate.passedSlots.contains { $0.defaulted == name } }
            }
            facts.candidates = zip(facts.candidates, takesAll).filter(\.1).map(\.0) + zip(facts.candidates, takesAll).filter { !$0.1 }.map(\.0)
        }
        if facts.candidates.isEmpty, facts.intrinsicProblem == nil, node.kind == .class {
            facts.intrinsicProblem = UninitializableSuperclasses.problem(of: id, table: table)
        }
        if facts.candidates.isEmpty, facts.intrinsicProblem == nil {
            let declared = node.declaredInitializers
            let visible = declared.filter { ($0.accessLevel ?? .internal) >= .internal && !$0.isDecoding }
            facts.intrinsicProblem = Self.whyNothingWorks(callable: callable, branches: branches,
                                                          literal: declared.first(where: InitializerChoice.isLiteralInitializer),
                                                          async: visible.first(where: \.isAsync),
                                                          deprecated: visible.first { $0.attributes.contains(where: \.isUnavailableOrDeprecated) },
                                                          generic: visible.first { !OpaqueParameters.desugared($0).genericParameters.isEmpty },
                                                          forcing: visible.first { $0.forcesArgumentReadAt != nil },
                                                          decodingStop: codability.decodingStop(of: id))
        }
        return Output(facts: facts, properties: properties, callable: callable)
    }

    /// The type itself or the nearest parent marked `@available(*, unavailable)` (or with any
    /// platform's `unavailable` or `obsoleted`, which the test module may well be built for):
    /// readium/swift-toolkit's `Presentation`, kept for its migration message.
    static func unavailableDeclaration(of id: TypeID, table: SymbolTable) -> TypeID? {
        var current: TypeID? = id
        while let type = current {
            if table[type].declaration.attributes.contains(where: \.isUnavailable) { return type }
            current = table[type].parent
        }
        return nil
    }

    /// Why an enum with cases has none to take: each is deprecated or unavailable (amplify-swift's
    /// `ModelFieldAttribute`, whose one case is deprecated), or those that are not stand under
    /// `#if` with no partner in `#else`.
    private static func whyNoCaseWorks(_ cases: [EnumCaseDeclaration], of id: TypeID, table: SymbolTable) -> String {
        let usable = cases.filter { !Deprecation.keepsOut($0.attributes, of: id, table: table) }
        guard usable.isEmpty, let first = cases.first else {
            return "has cases only under `#if`, with none in `#else` to use otherwise"
        }
        return "has only deprecated or unavailable cases (\(first.name)), whose use would warn or fail in the generated file"
    }

    /// Why a type has no candidate at all, naming what would give it one.
    private static func whyNothingWorks(
        callable: [CallableInitializer], branches: Bool, literal: InitializerDeclaration?, async: InitializerDeclaration?,
        deprecated: InitializerDeclaration?, generic: InitializerDeclaration?, forcing: InitializerDeclaration?, decodingStop: SourceLocation?
    ) -> String {
        func spelled(_ initializer: InitializerDeclaration) -> String {
            "init(" + initializer.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        }
        let unconditional = callable.filter { $0.condition == nil }
        if unconditional.isEmpty, !callable.isEmpty {
            return ConditionalChoice.whyUnused(callable, branches: branches)
        }
        let stop = decodingStop.map { "decoding may stop on a made-up value (at \($0.fileName):\($0.line):\($0.column))" }
        if unconditional.isEmpty {
            if let stop { return "can only be decoded, and " + stop }
            if callable.isEmpty, let label = literal?.parameters.first?.label {
                return "has only literal initializers (init(\(label):)), which factorygen does not call: made for literals written by hand, "
                    + "they may trap on a made-up one"
            }
            if callable.isEmpty, let async {
                return "has only async initializers (\(spelled(async))), which a synchronous provide() cannot await"
            }
            if callable.isEmpty, let deprecated {
                return "has only deprecated or unavailable initializers (\(spelled(deprecated))), whose call would warn or fail in the generated file"
            }
            if callable.isEmpty, let generic {
                return "has only generic initializers (\(spelled(generic))) whose argument types are not evident from their constraints"
            }
            if callable.isEmpty, let forcing, let read = forcing.forcesArgumentReadAt {
                return "has only initializers that force a value out of what an argument holds (\(spelled(forcing)), at "
                    + "\(read.fileName):\(read.line):\(read.column)), which a made-up argument does not hold: the call would trap"
            }
            return "has no initializer the test module can call"
        }
        // A made-up argument may well make a failable or throwing initializer fail (`""` is no
        // version number), and a generated `provide()` never traps.
        return "has only failable or throwing initializers, which a made-up argument may make fail, and "
            + (stop ?? "nothing to fall back on (a static constant of its own type, or decoding)")
    }

    /// Where the deinit of `id`, or of a superclass of the inputs, may trap.
    private static func deinitializerTrap(of id: TypeID, table: SymbolTable) -> SourceLocation? {
        var current: TypeID? = id
        var depth = 0
        while let type = current, depth < 32 {
            if let stop = table[type].declaration.members.deinitializerMayStopAt { return stop }
            current = table.superclass(of: type)
            depth += 1
        }
        return nil
    }
}
