/// One way to write a field's default value.
struct ValueOption: Hashable {
    /// A Swift expression valid in the generated extension: `Factory<User>.provide()`, `nil`.
    var expression: String
    /// User types `provide()` calls while building the value: the edges cycles are found on.
    var needs: [TypeID]
    /// User types only called inside closures: they must be providable, but are not built
    /// when the value is, so they cannot close a cycle.
    var lazyNeeds: [TypeID] = []
    /// Generic parameters that must be `Providable` for the expression to compile.
    var requirements: [String] = []
    /// Arguments that cannot be built, of generic types the expression provides: it compiles
    /// only if their conformance does not require those parameters.
    var unbuiltArguments: [UnbuiltArgument] = []
    /// Used only when no candidate of the type works without such a value (`ProvidedError()`).
    var isLastResort = false
}

/// A generic type's parameter given an argument that cannot be built (`Second` in
/// `Choice<Seat, (row: Int, column: Int)>`): fine as long as the type's `provide()` does not
/// build it, which only the solver knows (see ``ProvidabilitySolver/isUsable(_:)``).
struct UnbuiltArgument: Hashable {
    var type: TypeID
    var parameter: String
}

/// How a field gets its default: the options in order of preference (the later ones are the
/// fallbacks cycle breaking may switch to), or why it cannot have one.
enum SlotValue: Hashable {
    case options([ValueOption])
    case failure(UnprovidableKind, spelling: String)
}

/// Decides the default value of each field type:
/// - a `Providable` type (standard, generated, user-written, generic parameter) is
///   `Factory<T>.provide()`;
/// - otherwise an optional is `nil`, an array or set `[]`, a dictionary `[:]`;
/// - a function type is a closure ignoring its arguments and returning a default value;
/// - a tuple is a tuple of defaults; a metatype is `T.self` (`Any.self` for `Any.Type`);
/// - a protocol type is the first providable conformer among the inputs (or else a standard
///   type an extension of the inputs makes conform), and an optional, array or dictionary of
///   one holds that conformer;
/// - `any Error` is `ProvidedError()`, as a last resort; `any Hashable` and the like a `String`;
///   `AnyObject` a fresh `ProvidedObject()`;
/// - a class type may fall back to one of its subclasses.
/// Optionals and collections of a generic parameter are `nil` and empty, so that the type's
/// conformance requires `Providable` only of the parameters it really builds.
struct ValueExpressions {
    let table: SymbolTable
    let witnesses: ProtocolWitnesses
    let spelling: Spelling
    let phantoms: PhantomParameters
    /// Finds what an associated type is for a given argument (`Ping.Payload` for `Kind.Payload`).
    let lookup: NameLookup
    /// Per type, the global actor it is isolated to (``Isolation/ownActors(table:defaultIsolation:)``).
    let actors: [String?]
    /// Types from outside the inputs that a synthesized `Decodable` conformance proves
    /// decodable (``ProvenDecodable``), by spelling: each is decoded on its own.
    var provenDecodable: Set<String> = []
    /// For some of those, the member names the inputs read on them (``DecodingTexts``), which
    /// the decoder tries first.
    var decodingTexts: [String: [String]] = [:]

    func value(of type: ResolvedType, in context: TypeID) -> SlotValue {
        switch type {
        case .standard(let name, let arguments):
            if let empty = Self.emptyLiteral[name] {
                // `[some Item]`, `(some Item)?`: an initializer's opaque parameter, which `[]` or
                // `nil` gives Swift nothing to infer from (and `as` cannot name it).
                if arguments.contains(where: Self.mentionsOpaqueParameter) {
                    return .failure(.unsupported, spelling: spelling.spell(type, in: context))
                }
                var generic: [String] = []
                type.genericParameterNames(into: &generic)
                guard generic.isEmpty, let factory = factoryOption(type, in: context) else {
                    return .options(conformerElements(of: name, arguments, in: context) + [ValueOption(expression: empty, needs: [])])
                }
                return .options([factory, ValueOption(expression: empty, needs: [])])
            }
            if let factory = factoryOption(type, in: context) { return .options([factory]) }
            // `Result<Void, any Error>`, a completion's outcome: no tuple can conform to
            // `Providable`, but `Void` has the one value `()` to succeed with.
            if name == "Result", arguments.count == 2, case .tuple(let elements) = arguments[0], elements.isEmpty {
                return .options([ValueOption(expression: spelling.spell(type, in: context) + ".success(())", needs: [])])
            }
            return firstFailure(in: arguments, context: context) ?? .failure(.unsupported, spelling: spelling.spell(type, in: context))
        case .user(let id, let arguments):
            let node = table[id]
            guard node.effectiveAccess >= .internal else { return .failure(.inaccessible, spelling: spelling.spell(type, in: context)) }
            var options: [ValueOption] = []
            if let factory = factoryOption(type, in: context) { options.append(factory) }
            if node.kind == .class, arguments.isEmpty {
                for subclass in witnesses.subclasses[id] ?? [] where table.exists(subclass, wherever: context) {
                    options.append(ValueOption(expression: factoryCall(.user(subclass, arguments: []), in: context), needs: [subclass]))
                }
            }
            if options.isEmpty {
                return firstFailure(in: arguments, context: context) ?? .failure(.unsupported, spelling: spelling.spell(type, in: context))
            }
            return .options(options)
        case .genericParameter(let name):
            return .options([ValueOption(expression: factoryCall(type, in: context), needs: [], requirements: [name])])
        case .tuple(let elements):
            return tupleValue(elements, in: context)
        case .function(let function):
            return closureValue(function, in: context)
        case .existential(let protocols, let markers):
            let conformers = conformers(of: protocols, markers: markers, in: context)
            guard !conformers.isEmpty else {
                var kind: UnprovidableKind = self.conformers(of: protocols, markers: markers, in: nil).isEmpty ? .noConformer : .conformersUnderCondition
                if kind == .noConformer, markers.isEmpty, let foreign = witnesses.unprovidedForeignConformers(of: protocols).first {
                    kind = .conformerWithoutFactory(foreign)
                }
                return .failure(kind, spelling: spelling.spell(type, in: context))
            }
            return .options(conformers.map { ValueOption(expression: factoryCall($0, in: context), needs: Self.needs(of: $0)) })
        case .constrainedExistential(let id, let arguments):
            let conformers = constrainedConformers(id, arguments, in: context)
            guard !conformers.isEmpty else {
                let kind: UnprovidableKind = constrainedConformers(id, arguments, in: nil).isEmpty ? .noConformer : .conformersUnderCondition
                return .failure(kind, spelling: spelling.spell(type, in: context))
            }
            return .options(conformers.map { ValueOption(expression: factoryCall($0, in: context), needs: Self.needs(of: $0)) })
        case .metatype(let base):
            switch base {
            case .user, .standard, .genericParameter, .conditionalAlias:
                return .options([ValueOption(expression: spelling.spell(base, in: context) + ".self", needs: [])])
            case .existential(let protocols, let markers):
                // `any Detail.Type`: each conforming type's metatype, which needs no factory.
                let conformers = conformers(of: protocols, markers: markers, in: context)
                guard !conformers.isEmpty else { return .failure(.noConformer, spelling: spelling.spell(type, in: context)) }
                return .options(conformers.map { ValueOption(expression: spelling.spell($0, in: context) + ".self", needs: []) })
            case .unprovidable(.opaqueValue, "Any"):
                // `Any.Type` holds any metatype, `Any.self` among them (an error's `expected`).
                return .options([ValueOption(expression: "Any.self", needs: [])])
            default:
                return .failure(.unsupported, spelling: spelling.spell(type, in: context))
            }
        case .standardExistential(let kind, _):
            switch kind {
            case .error:
                return .options([ValueOption(expression: spelling.runtime("ProvidedError", in: context) + "()", needs: [], isLastResort: true)])
            case .string:
                return .options([ValueOption(expression: factoryCall(.standard("String", arguments: []), in: context), needs: [])])
            case .codingKey:
                return .options([ValueOption(expression: spelling.runtime("ProvidedCodingKey", in: context) + "()", needs: [])])
            case .object:
                return .options([ValueOption(expression: spelling.runtime("ProvidedObject", in: context) + "()", needs: [])])
            case .collection(_, let element):
                // An array of the element; its empty literal needs the array's type named, as
                // nothing else tells Swift what `[]` is.
                let array = ResolvedType.standard("Array", arguments: [element])
                let made = value(of: array, in: context)
                guard case .options(let options) = made else { return made }
                let empty = "[] as " + spelling.spell(array, in: context)
                return .options(options.map { option in
                    var option = option
                    if option.expression == "[]" { option.expression = empty }
                    return option
                })
            }
        case .member:
            guard let path = type.associatedTypePath else { return .failure(.unsupported, spelling: spelling.spell(type, in: context)) }
            return .options([ValueOption(expression: factoryCall(type, in: context), needs: [], requirements: [path])])
        case .unprovidable(.unknown, let spelled) where witnesses.isProvidedByHand(spelled):
            return .options([ValueOption(expression: factoryCall(type, in: context), needs: [])])
        case .unprovidable(.unknown, let spelled) where provenDecodable.contains(spelled):
            let texts = decodingTexts[spelled].map { ", texts: [" + $0.map { "\"" + $0 + "\"" }.joined(separator: ", ") + "]" } ?? ""
            return .options([ValueOption(expression: spelling.runtime("ProvidingDecoder", in: context) + ".decode(" + spelled + ".self" + texts + ")", needs: [])])
        case .unprovidable(.opaqueValue, "Any"), .unprovidable(.opaqueValue, "Swift.Any"):
            // `Any` holds any value: the provided `String`, as `any Hashable` and `any Codable`
            // get (a type-erased JSON value's `AnyCodable(value: "")` encodes it).
            return .options([ValueOption(expression: factoryCall(.standard("String", arguments: []), in: context), needs: [])])
        case .unprovidable(let kind, let spelled):
            return .failure(kind, spelling: spelled)
        case .foreign:
            return .failure(.unknown, spelling: spelling.spell(type, in: context))
        case .conditionalAlias(let alias):
            // Called by the alias's name, which every branch's type must answer.
            if let factory = factoryOption(type, in: context) { return .options([factory]) }
            return firstFailure(in: alias.branches, context: context) ?? .failure(.unsupported, spelling: spelling.spell(type, in: context))
        }
    }

    /// The conformers of `protocols` that are values of the existential: with its markers too
    /// (`any Formatting & Sendable` takes only Sendable ones). The types of the inputs come
    /// first, as they are the models' own; then the types from outside that an extension makes
    /// conform and that have a factory (`extension String: Linkable {}`, or `extension
    /// JSONDecoder: Decoding {}` where the test target makes `JSONDecoder` `Providable`).
    /// Only those that exist wherever `context`'s code is compiled; all of them for `nil`.
    private func conformers(of protocols: [TypeID], markers: [String], in context: TypeID?) -> [ResolvedType] {
        var users = witnesses.conformers(of: protocols)
        if let context { users = users.filter { table.exists($0, wherever: context) } }
        var foreign = witnesses.foreignConformers(of: protocols)
        if !markers.isEmpty {
            let markerConformance = MarkerConformance(table: table, witnesses: witnesses, actors: actors)
            users = users.filter { markerConformance.conforms($0, to: markers) }
            // Whether a type the runtime does not provide is Sendable is not known here.
            foreign = foreign.filter { StandardProvidableTypes.arity[$0] != nil && MarkerConformance.standardConforms($0, to: markers) }
        } else if users.isEmpty, foreign.isEmpty {
            return PhantomConformers(table: table, witnesses: witnesses, phantoms: phantoms).conformers(of: protocols, in: context)
        }
        // A type of another module is called by the name its conformance wrote, as a field of it is.
        return users.map { .user($0, arguments: []) }
            + foreign.map { StandardProvidableTypes.arity[$0] != nil ? .standard($0, arguments: []) : .unprovidable(.unknown, spelling: $0) }
    }

    /// The conformers that are values of `any P<X>` (``ConstrainedConformers``).
    private func constrainedConformers(_ id: TypeID, _ arguments: [ResolvedType], in context: TypeID?) -> [ResolvedType] {
        ConstrainedConformers(table: table, witnesses: witnesses, lookup: lookup)
            .conformers(of: id, arguments: arguments).filter { conformer in context.map { table.exists(conformer, wherever: $0) } ?? true }
            .map { .user($0, arguments: []) }
    }

    /// The type of the inputs a conformer's `provide()` builds, if it is one.
    private static func needs(of conformer: ResolvedType) -> [TypeID] {
        if case .user(let id, _) = conformer { return [id] }
        return []
    }

    /// An optional or a collection of a protocol type, with a conformer in it as a protocol
    /// type alone gets (`[Factory<App.PlainTile>.provide()]`), one option per conformer, before
    /// the empty fallback: a provided collection holds an element, as the runtime's do, and a
    /// model may need one (`init(items:)` that stops on an empty list). A `Set`'s element
    /// cannot be a protocol type, which is never `Hashable`.
    private func conformerElements(of name: String, _ arguments: [ResolvedType], in context: TypeID) -> [ValueOption] {
        let element: ResolvedType?
        var key: ValueOption?
        switch name {
        case "Optional", "Array", "ArraySlice", "ContiguousArray":
            element = arguments.first
        case "Dictionary" where arguments.count == 2:
            guard let keyFactory = factoryOption(arguments[0], in: context), keyFactory.requirements.isEmpty else { return [] }
            key = keyFactory
            element = arguments[1]
        default:
            element = nil
        }
        let elementConformers: [ResolvedType]
        switch element {
        case .existential(let protocols, let markers)?: elementConformers = conformers(of: protocols, markers: markers, in: context)
        case .constrainedExistential(let id, let arguments)?: elementConformers = constrainedConformers(id, arguments, in: context)
        default: return []
        }
        return elementConformers.map { conformer in
            let value = factoryCall(conformer, in: context)
            let expression = switch name {
            case "Optional": value
            case "Dictionary": "[" + (key?.expression ?? "") + ": " + value + "]"
            default: "[" + value + "]"
            }
            return ValueOption(expression: expression, needs: (key?.needs ?? []) + Self.needs(of: conformer))
        }
    }

    /// `some P`, alone or inside a standard type.
    private static func mentionsOpaqueParameter(_ type: ResolvedType) -> Bool {
        switch type {
        case .unprovidable(.opaqueValue, let spelled): spelled.hasPrefix("some ")
        case .standard(_, let arguments): arguments.contains(where: mentionsOpaqueParameter)
        default: false
        }
    }

    /// What a standard collection is when its elements cannot be provided.
    static let emptyLiteral: [String: String] = [
        "Optional": "nil", "Array": "[]", "ArraySlice": "[]", "ContiguousArray": "[]", "Set": "[]", "Dictionary": "[:]",
    ]

    /// `Factory<T>.provide()` when `T` is `Providable` (assuming generated types will be).
    private func factoryOption(_ type: ResolvedType, in context: TypeID) -> ValueOption? {
        var needs: [TypeID] = []
        var requirements: [String] = []
        var unbuilt: [UnbuiltArgument] = []
        guard isProvidable(type, needs: &needs, requirements: &requirements, unbuilt: &unbuilt) else { return nil }
        return ValueOption(expression: factoryCall(type, in: context), needs: needs, requirements: requirements, unbuiltArguments: unbuilt)
    }

    private func factoryCall(_ type: ResolvedType, in context: TypeID) -> String {
        String(concatenating: spelling.factory(in: context), "<", spelling.spell(type, in: context), ">.provide()")
    }

    private func isProvidable(_ type: ResolvedType, needs: inout [TypeID], requirements: inout [String], unbuilt: inout [UnbuiltArgument]) -> Bool {
        switch type {
        case .standard(let name, let arguments):
            // A standard name is never a package type's, which spares most names a second lookup.
            let isStandard = StandardProvidableTypes.arity[name] != nil || StandardProvidableTypes.platformAliases.contains(name)
            let package = isStandard ? nil : StandardProvidableTypes.packageTypes[name]
            guard isStandard || package != nil, StandardProvidableTypes.conforms(name, arguments) else { return false }
            // `Result` needs only its success type to be providable, `Tagged` its raw value.
            let built = arguments.isEmpty ? [] : StandardProvidableTypes.builtArguments(of: name, arguments)
            if package?.elementIsIdentifiable == true, !built.allSatisfy(isIdentifiable) { return false }
            return built.allSatisfy { isProvidable($0, needs: &needs, requirements: &requirements, unbuilt: &unbuilt) }
        case .user(let id, let arguments):
            let node = table[id]
            guard node.kind != .protocol, node.effectiveAccess >= .internal else { return false }
            // Its conformance exists under its own `#if` only: the code here is compiled in
            // the other branch too, where an empty collection or `nil` is all there is.
            guard !table.isUninhabitedInAnotherBranch(id) else { return false }
            if !needs.contains(id) { needs.append(id) }
            let parameters = table.genericParametersInScope(of: id)
            let argumentsBuild = arguments.enumerated().allSatisfy { position, argument in
                // A phantom argument is never built: it only has to be nameable here.
                let isNameable = !argument.mentions { table[$0].effectiveAccess < .internal }
                if phantoms.isPhantom(id, at: position) { return isNameable }
                var (argumentNeeds, argumentRequirements, argumentUnbuilt) = (needs, requirements, unbuilt)
                if isProvidable(argument, needs: &argumentNeeds, requirements: &argumentRequirements, unbuilt: &argumentUnbuilt) {
                    (needs, requirements, unbuilt) = (argumentNeeds, argumentRequirements, argumentUnbuilt)
                    return true
                }
                // A parameter some case or initializer builds may still be one the chosen
                // construction does not (TOMLKit's `Either<TOMLValue, (array: TOMLArray, index: Int)>`
                // is `.left(…)`): the solver tells.
                guard isNameable, position < parameters.count else { return false }
                unbuilt.append(UnbuiltArgument(type: id, parameter: parameters[position]))
                return true
            }
            // A type without arguments has no parameter, so no associated type to look up.
            guard argumentsBuild, !arguments.isEmpty else { return argumentsBuild }
            // `Call<Ping>` builds `Ping.Payload` where its conformance requires `Kind.Payload`:
            // one that cannot be built is fine only if it does not (the solver tells).
            for path in phantoms.associatedTypes(of: id) {
                guard let member = PhantomParameters.associatedType(path, parameters: parameters, arguments: arguments, lookup: lookup) else { continue }
                var (memberNeeds, memberRequirements, memberUnbuilt) = (needs, requirements, unbuilt)
                if isProvidable(member, needs: &memberNeeds, requirements: &memberRequirements, unbuilt: &memberUnbuilt) {
                    (needs, requirements, unbuilt) = (memberNeeds, memberRequirements, memberUnbuilt)
                } else {
                    unbuilt.append(UnbuiltArgument(type: id, parameter: path))
                }
            }
            return true
        case .member:
            guard let path = type.associatedTypePath else { return false }
            if !requirements.contains(path) { requirements.append(path) }
            return true
        case .genericParameter(let name):
            if !requirements.contains(name) { requirements.append(name) }
            return true
        case .conditionalAlias(let alias):
            return alias.branches.allSatisfy { isProvidable($0, needs: &needs, requirements: &requirements, unbuilt: &unbuilt) }
        case .unprovidable(.unknown, let spelled):
            return witnesses.isProvidedByHand(spelled)
        case .tuple, .function, .existential, .constrainedExistential, .metatype, .standardExistential, .unprovidable, .foreign:
            return false
        }
    }

    /// A type of the inputs that says it is `Identifiable` (itself or in an extension): the
    /// elements FactoryRuntime's `IdentifiedArray` conformance takes.
    private func isIdentifiable(_ type: ResolvedType) -> Bool {
        guard case .user(let id, _) = type else { return false }
        return table.saysIdentifiable(id)
    }

    private func firstFailure(in arguments: [ResolvedType], context: TypeID) -> SlotValue? {
        for argument in arguments {
            if case .failure(let kind, let spelled) = value(of: argument, in: context) { return .failure(kind, spelling: spelled) }
        }
        return nil
    }

    /// A tuple of defaults: the preferred value of each element, then (when some element has
    /// a fallback) the last-resort value of each.
    private func tupleValue(_ elements: [ResolvedTupleElement], in context: TypeID) -> SlotValue {
        var values: [[ValueOption]] = []
        for element in elements {
            switch value(of: element.type, in: context) {
            case .failure(let kind, let spelled): return .failure(kind, spelling: spelled)
            case .options(let options): values.append(options)
            }
        }
        func combine(_ pick: ([ValueOption]) -> ValueOption) -> ValueOption {
            let chosen = values.map(pick)
            let parts = zip(elements, chosen).map { element, option in
                (element.label.map { Identifier.label($0) + ": " } ?? "") + option.expression
            }
            return ValueOption(
                expression: "(" + parts.joinedBytes(separator: ", ") + ")",
                needs: chosen.flatMap(\.needs), lazyNeeds: chosen.flatMap(\.lazyNeeds), requirements: chosen.flatMap(\.requirements),
                unbuiltArguments: chosen.flatMap(\.unbuiltArguments), isLastResort: chosen.contains(where: \.isLastResort)
            )
        }
        let preferred = combine { $0[0] }
        let fallback = combine { $0[$0.count - 1] }
        return .options(preferred == fallback ? [preferred] : [preferred, fallback])
    }

    /// `{ _, _ in Factory<Bool>.provide() }`: ignores its arguments, returns a default, and
    /// captures nothing, so it suits `@Sendable`, `async` and `throws` function types alike.
    /// What a parameter of a call is passed: for an `@autoclosure` one, a value of its result
    /// (`Self(Factory<String>.provide())` for `_ text: @autoclosure () -> String`); for one a
    /// result builder marks (`@StepBuilder _ make: () -> S`), a closure that gives its value
    /// with `return`, which the builder leaves as written; else ``value(of:in:)``.
    func argument(_ parameter: Parameter, of type: ResolvedType, in context: TypeID) -> SlotValue {
        guard case .function(let function) = type else { return value(of: type, in: context) }
        if function.parameters.isEmpty, parameter.isAutoclosure {
            return value(of: function.returnType, in: context)
        }
        return closureValue(function, in: context, returnsExplicitly: !parameter.attributes.isEmpty)
    }

    private func closureValue(_ function: ResolvedFunction, in context: TypeID, returnsExplicitly: Bool = false) -> SlotValue {
        let head = function.parameters.isEmpty ? "{ " : "{ " + function.parameters.map { _ in "_" }.joinedBytes(separator: ", ") + " in "
        if function.returnType == .void {
            let closure = returnsExplicitly ? head + "return }" : head.hasSuffix("in ") ? head + "}" : "{ }"
            let castsAway = sendableCast(of: function, in: context, requirements: [])
            return .options([ValueOption(expression: castsAway.map { $0(closure) } ?? closure, needs: [])])
        }
        switch value(of: function.returnType, in: context) {
        case .failure(let kind, let spelled):
            // A throwing one may throw instead of returning (``throwingClosure(_:head:in:)``).
            return throwingClosure(function, head: head, in: context) ?? .failure(kind, spelling: spelled)
        case .options(let options):
            // A `@Sendable` closure is nonisolated: it cannot build a value of a type isolated
            // to the main actor, except by hopping there when it is `async`.
            let isSendable = function.attributes.containsBytes("@Sendable")
            let isAsync = function.effects.containsBytes("async")
            let usable = options.compactMap { option -> ValueOption? in
                let isolated = Set((option.needs + option.lazyNeeds).compactMap { actors[$0.index] })
                guard isSendable, !isolated.isEmpty else { return option }
                guard isAsync, isolated == ["MainActor"] else { return nil }
                var hopping = option
                hopping.expression = "await MainActor.run { " + option.expression + " }"
                return hopping
            }
            guard !usable.isEmpty else { return .failure(.unsupported, spelling: spelling.spell(.function(function), in: context)) }
            // Nothing inside a closure runs while the value is built: its needs are lazy.
            return .options(usable.map { option in
                let closure = head + (returnsExplicitly ? "return " : "") + option.expression + " }"
                let castsAway = sendableCast(of: function, in: context, requirements: option.requirements)
                return ValueOption(
                    expression: castsAway.map { $0(closure) } ?? closure,
                    needs: [], lazyNeeds: option.needs + option.lazyNeeds, requirements: option.requirements,
                    unbuiltArguments: option.unbuiltArguments, isLastResort: option.isLastResort
                )
            })
        }
    }

    /// A `@Sendable` closure that names a generic parameter captures its metatype, which Swift
    /// 6.2 warns about ("capture of non-Sendable type 'Out.Type'") when the parameter has a
    /// conformance where the closure is made: one the type declares (`In: Decodable`), or
    /// `Out: Providable` of the conformance's `where` clause, which holds the parameters some
    /// construction builds (not its phantoms, ``PhantomParameters``) and those the closure's
    /// value needs. Requiring `Out: SendableMetatype` there is an error (a conditional
    /// conformance cannot depend on a marker protocol), so such a closure is made plain and cast
    /// to its `@Sendable` type, whose representation is the same:
    /// `unsafe unsafeBitCast({ _ in Factory<Out>.provide() } as (In) async throws -> Out, to: (@Sendable (In) async throws -> Out).self)`.
    /// The closure then builds its value wherever it is called, as it did. The cast is marked
    /// `unsafe` (SE-0458): a target with strict memory safety warns at an unmarked one.
    private func sendableCast(of function: ResolvedFunction, in context: TypeID, requirements: [String]) -> ((String) -> String)? {
        guard function.attributes.containsBytes("@Sendable") else { return nil }
        if requirements.isEmpty {
            var named: [String] = []
            ResolvedType.function(function).genericParameterNames(into: &named, throughFunctions: true)
            guard !named.isEmpty else { return nil }
            let parameters = table.genericParametersInScope(of: context)
            let constrained = table.hasConstrainedGenericParameters(context)
            let conforming = parameters.indices.filter { constrained || !phantoms.isPhantom(context, at: $0) }.map { parameters[$0] }
            guard named.contains(where: conforming.contains) else { return nil }
        }
        var plain = function
        plain.attributes = plain.attributes.replacingOccurrences(of: "@Sendable ", with: "")
        let plainType = spelling.spell(.function(plain), in: context), sendableType = spelling.spell(.function(function), in: context)
        return { closure in "unsafe unsafeBitCast(" + closure + " as " + plainType + ", to: (" + sendableType + ").self)" }
    }
}
