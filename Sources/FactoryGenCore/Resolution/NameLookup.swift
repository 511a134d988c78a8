/// Resolves a type as written to what it means, the way Swift looks names up: generic
/// parameters, then the members of each enclosing type (innermost first, extensions and
/// superclasses included), then the top level, then standard and module-qualified names.
///
/// ```swift
/// // struct Outer { struct Id {}; struct Inner { let id: Id } }
/// lookup.resolve(.named("Id"), in: innerContext) // .user(Outer.Id)
/// ```
struct NameLookup {
    let table: SymbolTable
    /// The modules the model files import: a package type FactoryRuntime conforms under a
    /// trait (`Tagged`) is known only when its module is one of them.
    var importedModules: Set<String> = []
    /// Names several imported modules declare, which a bare use spells after its file's module.
    var foreignNameModules = ForeignNameModules()

    /// Protocols that only mark a composition (`any P & Sendable`) and add nothing to build.
    private static let markerProtocols: Set<String> = ["Sendable", "AnyObject", "Copyable", "Escapable", "BitwiseCopyable"]

    func resolve(_ syntax: TypeSyntax, in context: LookupContext, substitutions: [String: ResolvedType] = [:], depth: Int = 0) -> ResolvedType {
        guard depth < 32 else { return .unprovidable(.unsupported, spelling: syntax.description) }
        // A nested function, not a closure value: the closure was allocated, and the table it
        // captured retained, on every call, most of which name a type and never recurse.
        func recurse(_ inner: TypeSyntax) -> ResolvedType { resolve(inner, in: context, substitutions: substitutions, depth: depth + 1) }
        switch syntax {
        case .nominal(let components):
            return resolveNominal(components, written: syntax, in: context, substitutions: substitutions, depth: depth)
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped):
            return .optional(recurse(wrapped))
        case .array(let element):
            return .standard("Array", arguments: [recurse(element)])
        case .dictionary(let key, let value):
            return .standard("Dictionary", arguments: [recurse(key), recurse(value)])
        case .tuple(let elements):
            return .tuple(elements.map { ResolvedTupleElement(label: $0.label, type: recurse($0.type)) })
        case .function(let function):
            return .function(resolveFunction(function, attributes: "", resolve: recurse))
        case .attributed(let base, let attributes, _):
            if case .function(let function) = base {
                let kept = attributes.filter { $0.name != "escaping" && $0.name != "autoclosure" }
                let prefix = kept.map { $0.description + " " }.joined()
                return .function(resolveFunction(function, attributes: prefix, resolve: recurse))
            }
            return recurse(base)
        case .opaque:
            return .unprovidable(.opaqueValue, spelling: syntax.description)
        case .existential(.metatype(let base, .type)):
            // `any Detail.Type`, an existential metatype: `.metatype(.existential)` stands for
            // it alone (`(any Detail).Type`, the existential's own metatype, is refused below).
            guard case .existential(let ids, let markers) = existential(recurse(base), written: base) else {
                return .unprovidable(.unsupported, spelling: syntax.description)
            }
            return .metatype(.existential(ids, markers: markers))
        case .existential(let base):
            let resolved = existential(recurse(base), written: syntax)
            // `any Base`, where an enclosing type declares `typealias Base = AsyncSequence<Element,
            // Failure> & Sendable` (apple/swift-configuration's state machines): written bare, the
            // alias names nothing in the generated extension of a type nested in that one.
            if case .unprovidable(let kind, _) = resolved, let path = memberAliasPath(base, in: context) {
                return .unprovidable(kind, spelling: "any " + path)
            }
            return resolved
        case .composition(let parts):
            return composition(parts, written: syntax, checksMarkers: true, resolve: recurse)
        case .metatype(let base, let kind):
            guard kind == .type else { return .unprovidable(.unsupported, spelling: syntax.description) }
            let resolved = recurse(base)
            if case .existential(let ids, let markers) = resolved {
                // A protocol's bare name (`Detail.Type`, as Swift 5 code writes it) means the
                // existential metatype, `any Detail.Type`, which a conformer's metatype is; not
                // through an alias, which may stand for `any Detail`, whose `.Type` is the
                // existential's own metatype, refused as `(any Detail).Type` is.
                if case .nominal(let components) = base, let last = components.last, last.genericArguments.isEmpty,
                   ids.count == 1, markers.isEmpty, table[ids[0]].name == last.name {
                    return .metatype(resolved)
                }
                return .unprovidable(.unsupported, spelling: syntax.description)
            }
            return .metatype(resolved)
        case .suppressed, .packExpansion, .packElement, .member:
            return .unprovidable(.unsupported, spelling: syntax.description)
        }
    }

    /// An inheritance clause or a generic constraint (`Named & Sendable`): its protocols as
    /// `.existential`, as ``resolve(_:in:substitutions:depth:)`` gives them, except that marker
    /// protocols there are more requirements, not another type.
    func resolveConformance(_ syntax: TypeSyntax, in context: LookupContext) -> ResolvedType {
        guard case .composition(let parts) = syntax else { return resolve(syntax, in: context) }
        return composition(parts, written: syntax, checksMarkers: false) { resolve($0, in: context, depth: 1) }
    }

    /// `any Named & Sendable`'s protocols. As a type (`checksMarkers`), it is `any Named` when
    /// `Named` is Sendable already; else it keeps the marker: it is another type (a lens spelled
    /// `any Named` does not compile), and its value a conformer that is Sendable too.
    private func composition(_ parts: [TypeSyntax], written syntax: TypeSyntax, checksMarkers: Bool,
                             resolve: (TypeSyntax) -> ResolvedType) -> ResolvedType {
        var protocols: [TypeID] = []
        var standard: [StandardExistential] = []
        var standardNames: [String?] = []
        var markers: [String] = []
        for part in parts {
            if case .nominal(let components) = part, components.count == 1, Self.markerProtocols.contains(components[0].name) {
                markers.append(components[0].name)
                continue
            }
            switch existential(resolve(part), written: part) {
            case .existential(let ids, let implied):
                protocols += ids
                markers += implied
            case .standardExistential(.collection, _):
                // `any Sequence<Song> & Sendable` is another type, which an array of songs is
                // only when the songs are Sendable: not built.
                return .unprovidable(.foreignProtocol, spelling: syntax.description)
            case .standardExistential(let kind, _):
                standard.append(kind)
                standardNames.append(ImpliedStandardProtocols.name(of: part))
            default: return .unprovidable(.foreignProtocol, spelling: syntax.description)
            }
        }
        // `any Error & Sendable`: one standard protocol, and markers.
        if protocols.isEmpty, standard.count == 1 { return .standardExistential(standard[0], spelling: syntax.description) }
        // `any RenderReference & Codable`, where `RenderReference` refines `Codable`, is `any RenderReference`.
        if !standard.isEmpty, !protocols.isEmpty, standardNames.allSatisfy({ name in
            guard let name else { return false }
            return ImpliedStandardProtocols.requirements(of: name).allSatisfy { required in
                implies(protocols) { ImpliedStandardProtocols.states($0, required) }
            }
        }) {
            standard = []
        }
        guard standard.isEmpty else { return .unprovidable(.foreignProtocol, spelling: syntax.description) }
        guard !protocols.isEmpty else { return .unprovidable(.opaqueValue, spelling: syntax.description) }
        guard checksMarkers else { return .existential(protocols) }
        var missing: [String] = []
        for marker in markers where !missing.contains(marker) && !implies(protocols, marker: marker) { missing.append(marker) }
        return .existential(protocols, markers: missing)
    }

    /// Whether `protocols` require the marker protocol `marker`, through their inheritance
    /// clauses: `protocol Detail: Sendable`, or `Error`, which is Sendable. Every type is
    /// `Copyable` and `Escapable` unless it says otherwise.
    func implies(_ protocols: [TypeID], marker: String) -> Bool {
        if marker == "Copyable" || marker == "Escapable" { return true }
        return implies(protocols) { MarkerConformance.states($0, marker) }
    }

    /// Whether an inheritance clause of `protocols`, or of a protocol they refine, `states` something.
    private func implies(_ protocols: [TypeID], where states: (TypeSyntax) -> Bool) -> Bool {
        var pending = protocols
        var seen: Set<TypeID> = []
        while let id = pending.popLast() {
            guard seen.insert(id).inserted else { continue }
            for (clause, context) in table.inheritanceClauses(of: id) {
                if states(clause) { return true }
                if case .existential(let ids, _) = resolveConformance(clause, in: context) { pending += ids }
            }
        }
        return false
    }

    private func existential(_ resolved: ResolvedType, written: TypeSyntax) -> ResolvedType {
        switch resolved {
        case .existential, .constrainedExistential: return resolved
        case .standardExistential(let kind, _): return .standardExistential(kind, spelling: written.description)
        // A name after `any` that the inputs do not declare is another module's protocol
        // (SwiftProtobuf's `any AnyMessageExtension`): no extension can make the existential
        // `Providable`, so it is no missing type whose conformance the fix could suggest.
        case .unprovidable(.unknown, _): return .unprovidable(.foreignProtocol, spelling: written.description)
        // As written, `any` included: a lens spells its type so.
        case .unprovidable(let kind, _): return .unprovidable(kind, spelling: written.description)
        default: return .unprovidable(.foreignProtocol, spelling: written.description)
        }
    }

    private func resolveFunction(_ function: FunctionTypeSyntax, attributes: String, resolve: (TypeSyntax) -> ResolvedType) -> ResolvedFunction {
        let parameters = function.parameters.map { element -> ResolvedFunctionParameter in
            var type = element.type
            var prefix = ""
            if case .attributed(let base, let attributes, let specifiers) = type {
                prefix = (specifiers + attributes.map(\.description)).map { $0 + " " }.joined()
                type = base
            }
            return ResolvedFunctionParameter(prefix: prefix, type: resolve(type), isVariadic: element.isVariadic)
        }
        var effects = function.isAsync ? " async" : ""
        if let throwsClause = function.throwsClause { effects += " " + throwsClause.description }
        var result = function.returnType
        var resultPrefix = ""
        if case .attributed(let base, let attributes, let specifiers) = result, specifiers.contains("sending") {
            resultPrefix = "sending "
            let others = specifiers.filter { $0 != "sending" }
            result = attributes.isEmpty && others.isEmpty ? base : .attributed(base, attributes: attributes, specifiers: others)
        }
        return ResolvedFunction(attributes: attributes, parameters: parameters, effects: effects, resultPrefix: resultPrefix, returnType: resolve(result))
    }

    private func resolveNominal(
        _ components: [TypeComponent], written: TypeSyntax, in context: LookupContext,
        substitutions: [String: ResolvedType], depth: Int
    ) -> ResolvedType {
        let first = components[0]
        let arguments = first.genericArguments.map { resolve($0, in: context, substitutions: substitutions, depth: depth + 1) }
        let rest = Array(components.dropFirst())
        if let substituted = substitutions[first.name], first.genericArguments.isEmpty {
            return rest.isEmpty ? substituted : member(rest, of: substituted, written: written, context: context, depth: depth)
        }
        if first.name == "Self", let owner = context.chain.first {
            let own = table.genericParameters(of: owner).map(ResolvedType.genericParameter)
            return continueMember(.type(owner), arguments: own, rest: rest, written: written, context: context,
                                  substitutions: substitutions, depth: depth)
        }
        if let owner = context.chain.first, table.genericParametersInScope(of: owner).contains(first.name) {
            // `Kind.Payload`: an associated type of the parameter, which the conformance can
            // require (`where Kind.Payload: Providable`) as it requires the parameter itself.
            guard !rest.isEmpty else { return .genericParameter(first.name) }
            guard first.genericArguments.isEmpty, rest.allSatisfy(\.genericArguments.isEmpty) else {
                return .unprovidable(.unsupported, spelling: written.description)
            }
            return rest.reduce(.genericParameter(first.name)) { .member($0, name: $1.name) }
        }
        // `` `Self` ``: a type declared with that name, looked up as any other. Its first byte
        // first: a compare of every name looked up was 0.1% of the instructions.
        let name = first.name.utf8.first == UInt8(ascii: "`") && first.name == "`Self`" ? "Self" : first.name
        if let member = table.lookupUnqualified(name, in: context) {
            return continueMember(member, arguments: arguments, writtenArguments: first.genericArguments, rest: rest, written: written,
                                  context: context, substitutions: substitutions, depth: depth,
                                  conformer: conformer(naming: name, found: member, in: context))
        }
        if !rest.isEmpty, let held = heldMember(first, rest: rest, written: written, context: context, substitutions: substitutions, depth: depth) {
            return held
        }
        if !rest.isEmpty, table.userModules.contains(first.name) {
            // The substitutions go along: a generic alias's target may name its module
            // (`typealias Entry<Item> = App.Tagged<Item>`), and `Item` is still the use's argument.
            // The rest is that module's (`V2.API`, where `V1` declares an `API` too), but the
            // arguments are still written where the use is: `App.Id<Raw, Self>` in a `Resource<Raw>`
            // names the resource's parameter and the resource itself (mattpolzin/JSONAPI's `id`).
            let moduleContext = LookupContext(chain: [], module: first.name)
            let head = rest[0]
            if let member = table.lookupUnqualified(head.name, in: moduleContext) {
                let headArguments = head.genericArguments.map { resolve($0, in: context, substitutions: substitutions, depth: depth + 1) }
                return continueMember(member, arguments: headArguments, writtenArguments: head.genericArguments, rest: Array(rest.dropFirst()),
                                      written: written, context: context, substitutions: substitutions, depth: depth, qualified: true)
            }
            return resolveNominal(rest, written: written, in: moduleContext, substitutions: substitutions, depth: depth + 1)
        }
        if rest.count == 1, StandardProvidableTypes.modules.contains(first.name) || importedModules.contains(first.name) {
            let second = rest[0]
            return standard(second.name, arguments: second.genericArguments.map { resolve($0, in: context, substitutions: substitutions, depth: depth + 1) },
                            written: written, qualifier: first.name)
        }
        if rest.count == 1, rest[0].genericArguments.isEmpty, case .standard(let name, let standardArguments) = standard(first.name, arguments: arguments, written: written) {
            if let member = Self.standardMember(rest[0].name, of: name, arguments: standardArguments) { return member }
            // `ContiguousArray<Piece>.Iterator`: a member of a standard generic type no rule
            // follows, written with the arguments resolved, as `Piece` (an alias of the type
            // the member is read in) names nothing where the generated extension spells it.
            if !standardArguments.isEmpty { return .member(.standard(name, arguments: standardArguments), name: rest[0].name) }
        }
        if !rest.isEmpty, let nested = Self.nestedStandard(first, rest) { return nested }
        guard rest.isEmpty else {
            // `Core.Shared.Box<Item>`: another module's type, its arguments resolved here.
            let last = rest[rest.count - 1]
            guard !last.genericArguments.isEmpty, components.dropLast().allSatisfy(\.genericArguments.isEmpty) else {
                return .unprovidable(.unknown, spelling: written.description)
            }
            return .foreign(components.map(\.name).joined(separator: "."),
                            arguments: last.genericArguments.map { resolve($0, in: context, substitutions: substitutions, depth: depth + 1) })
        }
        let resolved = standard(first.name, arguments: arguments, written: written)
        // `Element` in a type nested in a `Sequence`: the parent's, which the nested type's
        // extension must qualify (``ParentAssociatedTypes``).
        if case .unprovidable(.unknown, _) = resolved, arguments.isEmpty,
           let member = ParentAssociatedTypes.member(first.name, in: context, table: table) {
            return member
        }
        if table.tracksModules, table.hidesTopLevel(first.name, from: context) {
            switch resolved {
            case .unprovidable(.unknown, _), .foreign:
                // `Glaze` in `Studio`, where `Kiln` declares an internal `Glaze`: another
                // module's, which the generated file, importing `Kiln` as testable, must qualify.
                guard let module = table.moduleDeclaringHiddenName(in: context) else { return .unprovidable(.hidden, spelling: written.description) }
                return standard(first.name, arguments: arguments, written: .nominal([TypeComponent(name: module), first]), qualifier: module)
            default: break
            }
        }
        if !foreignNameModules.isEmpty, let module = foreignNameModules.module(of: first.name, inFile: context.fileID) {
            // `ValidatedCertificateChain` in a file that imports `X509` alone: the generated file
            // imports the other module that declares it too, and spells it qualified.
            switch resolved {
            case .unprovidable(.unknown, _), .foreign:
                return standard(first.name, arguments: arguments, written: .nominal([TypeComponent(name: module), first]), qualifier: module)
            default: break
            }
        }
        return resolved
    }

    /// `Double.Granularity` or `Swift.Double.Granularity`, where an extension of `Double` nests
    /// `Granularity` (``StandardTypeHolders``); `nil` for every other path, `String.Index` among
    /// them, even where an extension of `String` nests other types.
    private func heldMember(
        _ first: TypeComponent, rest: [TypeComponent], written: TypeSyntax, context: LookupContext,
        substitutions: [String: ResolvedType], depth: Int
    ) -> ResolvedType? {
        guard !table.standardHolders.isEmpty, first.genericArguments.isEmpty else { return nil }
        var rest = rest
        var name = first.name
        if StandardProvidableTypes.modules.contains(name), rest.count > 1, rest[0].genericArguments.isEmpty {
            name = rest.removeFirst().name
        }
        guard let holder = table.standardHolder(name), table.member(rest[0].name, of: holder) != nil else { return nil }
        return continueMember(.type(holder), arguments: [], rest: rest, written: written, context: context,
                              substitutions: substitutions, depth: depth)
    }

    /// `Value.ID` where `Value` stands for a type already resolved (`typealias BagOf<Value:
    /// Identifiable> = Bag<Value.ID, Value>`, used as `BagOf<Pet>`): members the inputs declare
    /// (`Pet.Kind`) or standard ones (`[Int].Element`) are followed as far as they go; the rest,
    /// an associated type such as `Pet.ID` or `Row.State.ID`, is written as a member of the last
    /// type found and not built. Stopping at the first undeclared member would leave the alias's
    /// parameter in the spelling, where it names nothing.
    private func member(
        _ components: [TypeComponent], of base: ResolvedType, written: TypeSyntax, context: LookupContext, depth: Int
    ) -> ResolvedType {
        guard components.allSatisfy(\.genericArguments.isEmpty) else { return .unprovidable(.unsupported, spelling: written.description) }
        var current = base
        for component in components {
            current = step(component, from: current, context: context, depth: depth) ?? .member(current, name: component.name)
        }
        return existentialIfProtocol(current)
    }

    /// `component` as a member of `current`: a member the inputs declare (`Pet.Kind`), or a
    /// standard type's associated type (`[Int].Element`, or `Metadata.Value` where `typealias
    /// Metadata = [String: Entry]`, which Swift reads as `Entry`); `nil` for anything else.
    private func step(
        _ component: TypeComponent, from current: ResolvedType, context: LookupContext, substitutions: [String: ResolvedType] = [:], depth: Int
    ) -> ResolvedType? {
        switch current {
        case .user(let id, let arguments):
            return declaredMember(component, of: id, arguments: arguments, context: context, substitutions: substitutions, depth: depth)
        case .standard(let name, let arguments) where component.genericArguments.isEmpty:
            if let member = Self.standardMember(component.name, of: name, arguments: arguments) { return member }
            // `Seconds.Granularity` for `typealias Seconds = Double`: a type an extension nests in it.
            guard arguments.isEmpty, let holder = table.standardHolder(name) else { return nil }
            return declaredMember(component, of: holder, arguments: [], context: context, substitutions: substitutions, depth: depth)
        default:
            return nil
        }
    }

    /// `base`'s member types `names`, as far as the inputs declare them: what `Kind.Payload`
    /// means where `Ping` stands for `Kind` (`Ping.Payload`, or `String` where `Ping` says
    /// `typealias Payload = String`). What they do not declare stays a ``ResolvedType/member(_:name:)``.
    func memberType(_ names: [String], of base: ResolvedType) -> ResolvedType {
        let components = names.map { TypeComponent(name: $0) }
        return member(components, of: base, written: .nominal(components), context: .topLevel, depth: 1)
    }

    /// Follows `member` (a type or typealias found for the first component) through the
    /// remaining components: `Outer.Inner`, `BoolKey.ValueType`.
    /// `substitutions` are a generic typealias's arguments, which a later component's own
    /// arguments may name (`typealias Alias<T> = Outer.Box<T>`). `qualified`: the path was
    /// written after its module's name, found from that module's top level while `context`
    /// is still where its arguments are written. `conformer`: the enclosing type through which
    /// a bare name found a protocol's alias (see ``aliasSubstitutions(_:conformer:)``).
    private func continueMember(
        _ member: ScopeMember, arguments: [ResolvedType], writtenArguments: [TypeSyntax] = [], rest: [TypeComponent], written: TypeSyntax,
        context: LookupContext, substitutions: [String: ResolvedType] = [:], depth: Int, qualified: Bool = false,
        conformer: ResolvedType? = nil
    ) -> ResolvedType {
        var current: ResolvedType
        switch member {
        case .type(let id):
            // Found from inside its generic parent (`Meta` within `Page<T>`): the parent's
            // arguments are its own parameters.
            let own = table.genericParameters(of: id)
            let inherited = table.genericParametersInScope(of: id).dropLast(own.count)
            // Inside its own context a generic type's bare name means itself (`[Consumer]` in
            // `enum Consumer<Label>` is `[Consumer<Label>]`), which the extension must spell out;
            // its name after its module's (`App.Consumer`) does not: Swift wants the arguments.
            let implied = arguments.isEmpty && !own.isEmpty && !qualified && isInContext(of: id, context)
                ? own.map(ResolvedType.genericParameter) : arguments
            current = .user(id, arguments: inherited.map(ResolvedType.genericParameter) + implied)
        case .alias(let aliasID):
            current = expand(aliasID, arguments: arguments, writtenArguments: writtenArguments, depth: depth, conformer: conformer)
        }
        for component in rest {
            // An alias of a standard type is followed too (`Metadata.Value`): left as written,
            // the alias's name would name nothing at the generated file's top level.
            guard let next = step(component, from: current, context: context, substitutions: substitutions, depth: depth) else {
                return .unprovidable(.unknown, spelling: written.description)
            }
            current = next
        }
        return existentialIfProtocol(current)
    }

    /// `component` as a member the user type `base` declares (a nested type or a typealias),
    /// or `nil` when it declares none by that name.
    private func declaredMember(
        _ component: TypeComponent, of base: TypeID, arguments baseArguments: [ResolvedType], context: LookupContext,
        substitutions: [String: ResolvedType] = [:], depth: Int
    ) -> ResolvedType? {
        let memberName = component.name.utf8.first == UInt8(ascii: "`") && component.name == "`Self`" ? "Self" : component.name
        guard let next = table.member(memberName, of: base) else {
            guard component.genericArguments.isEmpty else { return nil }
            switch component.name {
            case "ID": return identifiableID(of: base, depth: depth)
            case "IDValue": return fluentModelID(of: base, depth: depth)
            default: return nil
            }
        }
        let componentArguments = component.genericArguments.map { resolve($0, in: context, substitutions: substitutions, depth: depth + 1) }
        switch next {
        case .type(let id):
            // A type nested in a generic type carries its parents' arguments first
            // (`Page<String>.Meta`), as `ResolvedType.user` documents.
            let parentCount = table.genericParametersInScope(of: id).count - table.genericParameters(of: id).count
            let parents = parentCount > 0 && baseArguments.count == parentCount ? baseArguments : []
            return .user(id, arguments: parents + componentArguments)
        case .alias(let aliasID):
            return expand(aliasID, arguments: componentArguments, writtenArguments: component.genericArguments, depth: depth,
                          conformer: .user(base, arguments: baseArguments))
        }
    }

    /// `Item.ID` where `Item` says it is `Identifiable` and declares no `ID` of its own: Swift
    /// infers it from the type of `id` (`let id: UUID`), which the generated file can build, as
    /// TCA's `IdentifiedAction<Item.ID, …>` needs. Not for a generic type, whose `id` may be
    /// written with its parameters.
    private func identifiableID(of id: TypeID, depth: Int) -> ResolvedType? {
        guard table.genericParametersInScope(of: id).isEmpty, table.saysIdentifiable(id) else { return nil }
        for (members, context) in table.memberScopes(of: id) {
            if let property = members.properties.first(where: { $0.name == "id" && !$0.isStatic }), let type = property.type {
                return resolve(type, in: context, depth: depth + 1)
            }
        }
        return nil
    }

    /// A user protocol named as a type is its existential.
    private func existentialIfProtocol(_ resolved: ResolvedType) -> ResolvedType {
        if case .user(let id, let arguments) = resolved, table[id].kind == .protocol {
            // `any P<X>` binds P's primary associated types: not any conformer is one.
            return arguments.isEmpty ? .existential([id]) : .constrainedExistential(id, arguments: arguments)
        }
        return resolved
    }

    /// Whether `context` lies inside `id`: in its body, an extension of it, or a type nested in
    /// either, however deep. The chain of `extension Box.View` holds `View` only, as Swift looks
    /// no names up in `Box` there, yet `Box`'s generic parameters are in scope and its bare name
    /// means `Box<Value>`: so the lexical parents of the innermost type are climbed, not the chain.
    private func isInContext(of id: TypeID, _ context: LookupContext) -> Bool {
        var current = context.chain.first
        while let type = current {
            if type == id { return true }
            current = table[type].parent
        }
        return false
    }
}
