import Foundation

/// The resolution stage: decides, for every type of the input files, how `provide()` builds
/// it, which lenses and prisms it gets, and what cannot be generated and why.
///
/// ```swift
/// let file = Parser.parse("struct User { let name: String; var age: Int }", path: "User.swift")
/// let plan = Resolver(testableImports: ["App"]).resolve([file])
/// plan.types[0].providable?.expression // "User(name: Factory<String>.provide(), age: Factory<Int>.provide())"
/// plan.types[0].lenses.map(\.name)     // ["_name", "_age"]
/// ```
///
/// The output does not depend on the order of `files`: they are sorted by path first, and
/// types are emitted by qualified name, then location.
public struct Resolver {
    public var imports: [String]
    public var testableImports: [String]
    /// Folders whose files are a module's whatever they are named (``ModuleAssignment``).
    public var moduleFolders: [ModuleFolder]
    /// Whether a type that cannot be provided is an error; by default it is a warning, so that
    /// one such type never stops a test target from building.
    public var strict: Bool
    /// The models' default isolation: in a `.mainActor` module, a type that declares no
    /// isolation (no global actor, not `nonisolated`) is treated as `@MainActor`.
    public var defaultIsolation: ModelIsolation
    /// The module of files whose module is known otherwise than by their folder: the C
    /// headers, declared by the module their module map names.
    public var fileModules: [String: String]
    /// The configuration's `defaults:`: expressions used in place of provided values.
    public var defaults: [ConfiguredDefault]
    /// What becomes of the tables, facts and solver once the plan is made.
    public var disposal: Disposal = .background

    public init(imports: [String] = [], testableImports: [String] = [], moduleFolders: [ModuleFolder] = [], strict: Bool = false, defaultIsolation: ModelIsolation = .nonisolated,
                fileModules: [String: String] = [:], defaults: [ConfiguredDefault] = []) {
        self.imports = imports
        self.testableImports = testableImports
        self.moduleFolders = moduleFolders
        self.strict = strict
        self.defaultIsolation = defaultIsolation
        self.fileModules = fileModules
        self.defaults = defaults
    }

    /// The plan for `files`; `context` files (the test target's own) are read for what they
    /// declare, such as hand-written `Providable` conformances, and get no code.
    public func resolve(_ files: [SourceFile], context: [SourceFile] = []) -> GenerationPlan {
        // Context files come after the models: a test helper named like a model type never
        // takes the model's name, and a model's conformer is preferred to the test target's.
        let sortedFiles = files.sorted { $0.path < $1.path } + context.sorted { $0.path < $1.path }
        let modules = ModuleAssignment(testableImports: testableImports, imports: imports, folders: moduleFolders)
        let table = SymbolTable(
            files: sortedFiles, userModules: Set(imports + testableImports),
            moduleOfFile: modules.modules(of: files.map(\.path)).merging(fileModules) { $1 }, contextFiles: Set(context.map(\.path))
        )
        let lookup = NameLookup(
            table: table, importedModules: Set(files.flatMap(\.imports)),
            foreignNameModules: ForeignNameModules(files: sortedFiles, userModules: table.userModules)
        )
        let names = table.nodes.map(\.qualifiedName)
        // These read only the table and lookup, not each other: on all cores, the largest first.
        // Their sizes differ with the input: codability was 40 M instructions of 91 M on twelve
        // real folders, 10 M of 57 M on the synthetic corpus, whose spelling table is the largest.
        var work = ConcurrentWork()
        let codabilityResult = work.add { Codability(table: table, lookup: lookup, files: sortedFiles) }
        let witnessesResult = work.add { ProtocolWitnesses(table: table, lookup: lookup) }
        let spellingResult = work.add { Spelling(table: table) }
        let orderResult = work.add { OutputOrder.sorted(table, names: names) }
        let spiGroupsResult = work.add { SPIGroups.names(in: files) }
        let phantomsResult = work.add { PhantomParameters(table: table, lookup: lookup) }
        let actorsResult = work.add { Isolation.ownActors(table: table, defaultIsolation: defaultIsolation, importedModules: lookup.importedModules) }
        let constantsResult = work.add { ModuleConstants(files: files, table: table, lookup: lookup, defaultIsolation: defaultIsolation) }
        work.run()
        let codability = codabilityResult.value, witnesses = witnessesResult.value, spelling = spellingResult.value
        let order = orderResult.value, spiGroups = spiGroupsResult.value, phantoms = phantomsResult.value, actors = actorsResult.value
        var values = ValueExpressions(table: table, witnesses: witnesses, spelling: spelling, phantoms: phantoms, lookup: lookup, actors: actors)
        values.provenDecodable = codability.provenDecodable
        values.decodingTexts = DecodingTexts.read(files: sortedFiles, decoded: codability.provenDecodable)
        var configured = ConfiguredDefaults(defaults, table: table)
        let builder = TypeFactsBuilder(table: table, lookup: lookup, witnesses: witnesses, values: values, codability: codability,
                                       defaults: configured, moduleConstants: constantsResult.value)
        // Every table above is complete and only read from here on, so types are built on all cores.
        let built = table.allIDs.concurrentMap(builder.build)
        for id in table.allIDs {
            configured.checkNames(of: id, table: table, properties: built[id.index].properties, callable: built[id.index].callable)
        }

        let facts = built.map(\.facts)
        let deprecation = Deprecation(table: table)
        let isolatedApart = IsolatedStoredProperties.find(table: table, actors: actors, defaultIsolation: defaultIsolation)
        let lensBuilding = LensBuilding(table: table, spelling: spelling, deprecation: deprecation, codability: codability, isolatedApart: isolatedApart)
        let prismBuilding = PrismBuilding(table: table, lookup: lookup, spelling: spelling, lenses: lensBuilding, deprecation: deprecation, actors: actors)
        // The solver's pass is serial; an enum's prisms read neither it nor the facts, so they
        // are made on the other cores meanwhile (the solver first, then runs of enums, each
        // taken by whichever core is free). Those of an enum that gets no code are not used.
        let solver = ProvidabilitySolver(facts: facts, names: names)
        var solving = ConcurrentWork()
        _ = solving.add { solver.solve(order: order) }
        // Which `CodingKeys` get no code reads only the facts too; those that do get their
        // prisms after.
        let omission = solving.add { CodingKeysOmission.omitted(table: table, facts: facts) }
        let enums = table.allIDs.filter { table[$0].kind == .enum && !CodingKeysOmission.isCodingKeys(table[$0]) }
        let prismRuns = ProcessInfo.runs(of: enums.count).map { run in
            solving.add {
                enums[run].map { id in
                    var notes: [Diagnostic] = []
                    let prisms = prismBuilding.prisms(for: id, isolated: actors[id.index] != nil, diagnostics: &notes)
                    return (id: id, prisms: prisms, notes: notes)
                }
            }
        }
        solving.run()
        var prismsOf: [(prisms: [PrismPlan], notes: [Diagnostic])] = Array(repeating: ([], []), count: table.nodes.count)
        for run in prismRuns {
            for made in run.value { prismsOf[made.id.index] = (made.prisms, made.notes) }
        }
        let omittedKeys = omission.value
        for id in table.allIDs where CodingKeysOmission.isCodingKeys(table[id]) && !omittedKeys[id.index] {
            var notes: [Diagnostic] = []
            let prisms = prismBuilding.prisms(for: id, isolated: actors[id.index] != nil, diagnostics: &notes)
            prismsOf[id.index] = (prisms, notes)
        }

        let report = UnprovidableReport(table: table, solver: solver, importedModules: lookup.importedModules)
            .report(order: order.filter { !omittedKeys[$0.index] })
        // A type without a factory fails only the tests that ask for it, through the compiler's
        // own "does not conform to Providable"; `strict` makes it fail the generation instead.
        var diagnostics = (solver.diagnostics + report.diagnostics).map { strict ? $0 : $0.asWarning }
        diagnostics += table.unplacedExtensions.map { UnplacedExtensionNote.diagnostic(for: $0, table: table) }
        // A default the output does not use is a mistake in the configuration, whatever `strict` says.
        configured.checkUse(table: table, facts: facts, solver: solver)
        diagnostics += configured.diagnostics
        // What each chosen construction builds, read by both: the isolation and the varying
        // values each spread along it to the types that build them.
        let typesBuilt = solver.typesBuilt()
        let isolation = Isolation(ownActors: actors, facts: facts, built: typesBuilt)
        let varying = VaryingValues(facts: facts, solver: solver, built: typesBuilt) { index in
            built[index].properties.contains(where: VaryingFieldAssignments.isVaryingConstant)
        }
        // Each type's plan reads the finished tables and writes only its own diagnostics.
        let generated = order.filter { !built[$0.index].facts.isExcluded && !omittedKeys[$0.index] && solver.isProvidable($0) }
        let (types, planDiagnostics) = generated.concurrentUnzippedMap { id in
            var found: [Diagnostic] = []
            let node = table[id]
            let output = built[id.index]
            // A class's initializers are called with the generic arguments written out
            // (`App.Box<T>(…)`): nothing else may tell Swift what they are (`… as? Self` in its
            // `provide()`). A struct's and an enum's are called on `Self`.
            let selfType = spelling.selfType(of: id)
            let callee = Spelling.callee(of: node.kind, selfType: selfType, declaresSelf: node.declaration.members.declaresSelf)
            let rebuild = lensBuilding.rebuildInitializer(for: id, properties: output.properties, callable: output.callable, callee: callee)
            // A swift-argument-parser command: its parsed fields are assigned after the call,
            // and its lenses assign (``ParsedArgumentWrappers``).
            let hasParsedFields = ParsedArgumentWrappers.hasParsedFields(output.properties, of: node)
            var plan = TypePlan(
                name: spelling.qualifiedName(of: id), kind: node.kind, selfType: selfType,
                genericParameters: table.genericParameters(of: id), condition: node.fullCondition,
                location: node.declaration.location, providable: nil
            )
            if let superclass = table.superclass(of: id) {
                plan.declaredSuperclass = spelling.qualifiedName(of: superclass)
                plan.passesParametersToSuperclass = SuperclassParameterNaming.passesParametersThrough(id, superclass: superclass, table: table)
            }
            plan.module = node.module
            if let selection = solver.selections[id.index] {
                let candidate = output.facts.candidates[selection.candidate]
                plan.providable = providablePlan(candidate, selection: selection)
                plan.providable?.varies = varying.varies[id.index]
                if let trap = candidate.mayTrapAt {
                    found.append(.note(
                        "'\(node.qualifiedName)' is built with \(candidate.originText), which may trap on a made-up argument "
                            + "(at \(trap.fileName):\(trap.line):\(trap.column)); if it does, write `extension \(node.qualifiedName): Providable` "
                            + "in your test target",
                        at: node.declaration.location
                    ))
                }
                if let read = candidate.readsVaryingValueAt {
                    // Nothing that reads none builds it (they rank first), so a test comparing two
                    // provided values needs the developer's own conformance.
                    found.append(.note(
                        "'\(node.qualifiedName)' is built with \(candidate.originText), which reads a new identifier, the time, a shared counter or a random draw "
                            + "(at \(read.fileName):\(read.line):\(read.column)), so two provide() calls build different values; "
                            + "write `extension \(node.qualifiedName): Providable` in your test target to fix one",
                        at: node.declaration.location
                    ))
                }
                // By index, reading only each slot's value: a slot copied out of its array
                // retained each of its fields. The same in the loops over slots below.
                plan.providable?.mentionsDeprecated = (0..<min(candidate.slots.count, selection.options.count)).contains { slot in
                    guard case .options(let options) = candidate.slots[slot].value else { return false }
                    let option = selection.options[slot]
                    return options[option].needs.contains(where: deprecation.isDeprecated) || options[option].lazyNeeds.contains(where: deprecation.isDeprecated)
                }
                // `T: Providable` for each generic parameter the construction builds, in
                // declaration order (parents' first).
                let required = selection.requiredParameters(in: output.facts.candidates)
                plan.conformanceRequirements = table.genericParametersInScope(of: id).flatMap { parameter in
                    // An associated type it builds (`Kind.Payload`) after its parameter.
                    [parameter].filter(required.contains) + required.filter { $0.hasPrefix(parameter + ".") }.sorted()
                }.map { $0 + ": Providable" }
                if node.kind == .enum {
                    let choice = VariantChoice(candidates: output.facts.candidates, selection: selection, solver: solver,
                                               deprecation: deprecation, factory: spelling.factory(in: id),
                                               actor: isolation.providable[id.index], actorOf: { isolation.providable[$0.index] })
                    plan.providable?.variants = choice.variants
                    plan.providable?.arbitraryChoices = choice.arbitrary
                }
            }
            plan.isDeprecated = deprecation.isDeprecated(id)
            plan.isImportedFromC = node.declaration.isImportedFromC
            if node.kind == .class, codability.isDecodable(id), codability.decodingStop(of: id) == nil {
                plan.subclassFallback = spelling.runtime("ProvidingDecoder", in: id) + ".decode(Self.self)"
            }
            // A lens's closures are nonisolated: they cannot read an actor's state, nor that of a
            // type isolated to a global actor (`@MainActor final class ViewState`).
            plan.globalActor = isolation.globalActor[id.index]
            plan.providableIsolation = isolation.providable[id.index]
            plan.isolatedFields = isolatedApart[id].map { $0.sorted() } ?? []
            // Generic classes get no lenses: on real code (OctoKit's `SearchResponse<T: Codable>`)
            // their closures captured `T.Type`, which Swift 6 warns about; structs and enums with
            // constrained parameters get `opticRequirements` instead, and classes were not checked
            // further.
            let isGenericClass = node.kind == .class && !plan.genericParameters.isEmpty
            // A type isolated to the main actor gets lenses whose closures run there
            // (`Lens.onMainActor`); one isolated to another global actor gets none.
            if node.kind != .actor && (plan.globalActor == nil || plan.globalActor == "MainActor") && !isGenericClass {
                let builtByDecoding = solver.selections[id.index].map { !output.facts.candidates[$0.candidate].passesSlots } ?? false
                // Only a type rebuilt by coding is asked which left-out fields its construction sets.
                let uncodedSet = solver.selections[id.index].flatMap { selection -> (fields: [String], origin: String)? in
                    guard codability.isDecodable(id), codability.isEncodable(id) else { return nil }
                    let candidate = output.facts.candidates[selection.candidate]
                    let fields = UncodedFields.setByConstruction(candidate, callable: output.callable, properties: output.properties) {
                        codability.codingKey(of: $0, in: id)
                    }
                    return fields.isEmpty ? nil : (fields, candidate.originText)
                }
                plan.lenses = lensBuilding.lenses(for: id, properties: output.properties, rebuild: rebuild,
                                                  builtByDecoding: builtByDecoding, callable: output.callable, uncodedSet: uncodedSet,
                                                  hasParsedFields: hasParsedFields, diagnostics: &found)
                // A shared rebuild spells the fields out three times (the tuple's type, reading
                // them, the call): worth it from three lenses that rebuild, each of which would
                // otherwise spell out every field.
                if plan.lenses.count(where: { $0.strategy == .initializer }) >= 3 {
                    plan.rebuild = lensBuilding.sharedRebuild(for: id, properties: output.properties, rebuild: rebuild)
                }
                LensBuilding.rebuildExpressions(&plan.lenses, rebuild: rebuild, shared: plan.rebuild)
            }
            plan.prisms = prismsOf[id.index].prisms
            found += prismsOf[id.index].notes
            if table.hasConstrainedGenericParameters(id) {
                plan.opticRequirements = table.genericParametersInScope(of: id).map { $0 + ": SendableMetatype" }
            }
            // A subclass inherits its superclass's conformance, list included.
            if let selection = solver.selections[id.index], node.kind == .struct || (node.kind == .class && table.superclass(of: id) == nil) {
                let factory = spelling.factory(in: id)
                let fields = fieldValues(of: output.facts.candidates, selection: selection, properties: output.properties, id: id,
                                         values: values, factory: factory, solver: solver)
                let varied = VariedFields.lenses(of: plan, factory: factory, factories: fields.factories, omitted: fields.omitted)
                plan.providable?.variedLenses = varied.varied
                plan.providable?.emptyVariedLenses = varied.empty
                // A `static let` read at each call holds one identifier throughout.
                if !output.facts.candidates[selection.candidate].readsStoredConstant {
                    found += VaryingFieldAssignments.varyingConstants(of: node.qualifiedName, properties: output.properties)
                }
                // Closures passed as they are made, not kept in a `let`: one kept escapes, and
                // copied the resolver and the value builder into its context for every type.
                if node.kind == .struct {
                    plan.providable?.assignments = VaryingFieldAssignments.assignments(
                        after: output.facts.candidates[selection.candidate], properties: output.properties, lenses: plan.lenses
                    ) { type in usableFactory(values.value(of: type, in: id), factory: factory, solver: solver, required: fields.required) }
                }
                // Few types have an ORM field: the others are not asked further.
                if output.properties.contains(where: UnsetWrappedFields.isTrapping) {
                    // A field no factory builds is set empty (`nil`, `[]`) if it can be: left
                    // unset, reading it traps, where an empty value reads as one.
                    let unsetFields = UnsetWrappedFields.assignments(
                        after: output.facts.candidates[selection.candidate], callable: output.callable, properties: output.properties
                    ) { type in
                        let value = values.value(of: type, in: id)
                        return usableFactory(value, factory: factory, solver: solver, required: fields.required) ?? emptyValue(value, solver: solver)
                    }
                    plan.providable?.assignments += unsetFields.assignments
                    let origin = output.facts.candidates[selection.candidate].originText
                    found += unsetFields.unset.map { property in
                        let problem = UnsetWrappedFields.problem(for: property, of: node.qualifiedName, builtWith: origin)
                        return strict ? problem : problem.asWarning
                    }
                }
                if hasParsedFields {
                    let parsedFields = ParsedArgumentWrappers.assignments(properties: output.properties) { type in
                        usableFactory(values.value(of: type, in: id), factory: factory, solver: solver, required: fields.required)
                    }
                    plan.providable?.assignments += parsedFields.assignments
                    found += parsedFields.unset.map { property in
                        let problem = ParsedArgumentWrappers.problem(for: property, of: node.qualifiedName)
                        return strict ? problem : problem.asWarning
                    }
                    found += parsedFields.deprecated.map { ParsedArgumentWrappers.deprecationNote(for: $0, of: node.qualifiedName) }
                }
            }
            return (plan, found)
        }
        diagnostics += planDiagnostics.joined()
        disposal.dispose((built, facts, solver, table, planDiagnostics))
        diagnostics.sort { Diagnostic.locationPrecedes($0, $1) ?? ($0.message < $1.message) }
        return GenerationPlan(
            imports: imports, testableImports: testableImports, spiGroups: spiGroups, types: types,
            skipped: report.skipped, diagnostics: diagnostics
        )
    }

    private func providablePlan(_ candidate: Candidate, selection: Selection) -> ProvidablePlan {
        let arguments = (0..<min(candidate.slots.count, selection.options.count)).map { slot -> ArgumentPlan in
            guard case .options(let options) = candidate.slots[slot].value else { preconditionFailure("a selected slot has options") }
            return ArgumentPlan(label: candidate.slots[slot].label.map(Identifier.label), value: options[selection.options[slot]].expression,
                                property: candidate.slots[slot].property)
        }
        // A plain call lists its arguments for templates; a decoding or a fallback chain is
        // only its expression.
        let isPlainCall = candidate.passesSlots && candidate.attempt == nil && candidate.conditional == nil
        return ProvidablePlan(
            callee: candidate.callee, arguments: isPlainCall ? arguments : [], hasParentheses: isPlainCall && candidate.hasParentheses,
            expression: candidate.expression(arguments: arguments.map(\.value)), origin: candidate.origin
        )
    }

    /// What `VariedFields` needs beyond the plan: per property, the `Factory<T>.provide()` it
    /// could be given (every type in it providable, no generic parameter the construction does
    /// not already require), the generic parameters it requires, and the value a memberwise initializer gives a property it is not
    /// passed (`var bio: String?` is `nil`), or a memberwise-shaped one's defaulted parameter
    /// does (`init(bio: String? = nil)`), when that value is empty.
    private func fieldValues(
        of candidates: [Candidate], selection: Selection, properties: [StoredProperty], id: TypeID,
        values: ValueExpressions, factory: String, solver: ProvidabilitySolver
    ) -> (factories: [String: String], omitted: [String: String], required: Set<String>) {
        let candidate = candidates[selection.candidate]
        let required = selection.requiredParameters(in: candidates)
        func usableFactory(_ value: SlotValue) -> String? {
            self.usableFactory(value, factory: factory, solver: solver, required: required)
        }
        // Each keyed by a property's name, and sized for them all: grown by doubling, they
        // rehashed every name of a type with a hundred fields seven times.
        var factories: [String: String] = properties.isEmpty ? [:] : Dictionary(minimumCapacity: properties.count)
        for slot in candidate.slots.indices {
            if let property = candidate.slots[slot].property { factories[property] = usableFactory(candidate.slots[slot].value) }
        }
        var omitted: [String: String] = [:]
        if candidate.originText == MemberwiseInitializer.origin {
            omitted.reserveCapacity(properties.count)
            let passed = Set(candidate.slots.compactMap(\.property))
            for property in properties where property.isDefaulted && !passed.contains(property.name) {
                let value = property.declaration.initialValue ?? "nil"
                guard VariedFields.emptyValues.contains(value), let type = property.type else { continue }
                omitted[property.name] = value
                factories[property.name] = usableFactory(values.value(of: type, in: id))
            }
        }
        // Only a plain call's: a fallback chain's value may come from elsewhere.
        let isPlainCall = candidate.passesSlots && candidate.attempt == nil && candidate.conditional == nil
        guard isPlainCall, !candidate.emptyDefaults.isEmpty else { return (factories, omitted, required) }
        let propertyNames = NameIndex(properties.map(\.name))
        omitted.reserveCapacity(omitted.count + candidate.emptyDefaults.count)
        for (name, value) in candidate.emptyDefaults where omitted[name] == nil {
            guard let property = propertyNames.firstIndex(of: name), let type = properties[property].type else { continue }
            omitted[name] = value
            factories[name] = usableFactory(values.value(of: type, in: id))
        }
        return (factories, omitted, required)
    }

    /// The `Factory<T>.provide()` among `value`'s options, when every type in it is providable
    /// and it needs no generic parameter beyond `required`.
    /// The empty value (`nil`, `[]`, `[:]`) among a slot's options, for one no factory builds.
    private func emptyValue(_ value: SlotValue, solver: ProvidabilitySolver) -> String? {
        guard case .options(let options) = value else { return nil }
        return options.first { VariedFields.emptyValues.contains($0.expression) && solver.isUsable($0) }?.expression
    }

    private func usableFactory(_ value: SlotValue, factory: String, solver: ProvidabilitySolver, required: Set<String>) -> String? {
        guard case .options(let options) = value else { return nil }
        return options.first { option in
            FactoryCall.isCall(option.expression, of: factory)
                && solver.isUsable(option)
                && required.isSuperset(of: option.requirements)
        }?.expression
    }
}
