/// Which types conform to which user protocols, and which already conform to `Providable`,
/// computed once over all inheritance clauses (type bodies and extensions, protocol
/// inheritance and superclasses followed).
///
/// ```swift
/// // protocol UserService {}; struct StubService: UserService {}
/// witnesses.conformers(of: [userService]) // [StubService]
/// // extension String: UserService {}
/// witnesses.foreignConformers(of: [userService]) // ["String"]
/// ```
struct ProtocolWitnesses {
    /// Every user protocol each type conforms to, directly or not.
    private(set) var protocols: [Set<TypeID>]
    /// Types whose `Providable` conformance the user wrote (or inherits from a class that has one).
    private(set) var userProvidable: [Bool]
    /// Concrete, non-generic, accessible conformers of each protocol, in input order, the
    /// deprecated ones last: a field of the protocol's type holds the first that can be built,
    /// and a deprecated one would mark its type's `provide()` deprecated.
    private var conformersByProtocol: [TypeID: [TypeID]] = [:]
    /// Generic conformers of each protocol, in input order, by a conformance that holds for
    /// every argument (the declaration's clause, or an extension without `where` or `#if`): a
    /// value of the protocol only when no concrete one is found (``PhantomConformers``).
    private var genericConformersByProtocol: [TypeID: [TypeID]] = [:]
    /// Known subclasses of each class, in input order (all levels), the deprecated ones last.
    private(set) var subclasses: [TypeID: [TypeID]] = [:]
    /// The user protocols each non-generic type from outside the inputs conforms to by an
    /// extension of the inputs (`extension String: Linkable {}`, Plot's `extension URL:
    /// URLRepresentable {}`, frames-ios's `extension JSONDecoder: Decoding {}`), directly or
    /// not, by the type's name as ``foreignName(_:)`` writes it.
    private var foreignProtocols: [String: Set<TypeID>] = [:]
    /// Where each of those types is first made to conform: they are picked in that order, as
    /// the types of the inputs are (files by path, then source order).
    private var foreignOrder: [String: SourceLocation] = [:]
    /// Types from outside the inputs that an extension of the inputs or of the test target
    /// makes `Providable` (`extension URLSession: @retroactive Providable`), as written without
    /// a standard module (`URLSession` for `Foundation.URLSession`): what factorygen advises
    /// for a field of a type it cannot provide, so the next run builds that field with it.
    private var providedForeignTypes: Set<String> = []

    init(table: SymbolTable, lookup: NameLookup) {
        let count = table.nodes.count
        // Each type's clauses resolve independently, on all cores.
        let clauses = table.allIDs.concurrentMap { id -> (direct: [TypeID], marksProvidable: Bool) in
            var direct: [TypeID] = []
            var marksProvidable = false
            // `Providable` is FactoryRuntime's; other names no scope declares are standard ones.
            for (syntax, context) in table.inheritanceClauses(of: id)
            where Self.namesProvidable(syntax) || table.mayNameDeclaration(syntax, in: context) {
                switch lookup.resolveConformance(syntax, in: context) {
                case .unprovidable where Self.namesProvidable(syntax): marksProvidable = true
                case .existential(let ids, _): direct += ids
                default: break
                }
            }
            return (direct, marksProvidable)
        }
        let direct = clauses.map(\.direct)
        let marksProvidable = clauses.map(\.marksProvidable)
        var protocols = Array(repeating: Set<TypeID>(), count: count)
        var userProvidable = Array(repeating: false, count: count)
        var state = Array(repeating: 0, count: count)
        func close(_ id: TypeID) {
            guard state[id.index] == 0 else { return }
            state[id.index] = 1
            var all = Set<TypeID>()
            var provides = marksProvidable[id.index]
            var inherited = direct[id.index]
            if let superclass = table.superclass(of: id) { inherited.append(superclass) }
            for parent in inherited {
                close(parent)
                if table[parent].kind == .protocol { all.insert(parent) }
                all.formUnion(protocols[parent.index])
                provides = provides || userProvidable[parent.index]
            }
            protocols[id.index] = all
            userProvidable[id.index] = provides
            state[id.index] = 2
        }
        for id in table.allIDs { close(id) }
        self.protocols = protocols
        self.userProvidable = userProvidable

        for id in table.allIDs {
            let node = table[id]
            guard node.kind != .protocol, node.effectiveAccess >= .internal else { continue }
            guard table.genericParametersInScope(of: id).isEmpty else {
                // Few generic types conform to a protocol of the inputs: their clauses are read
                // again, without the constrained extensions, only then.
                guard !protocols[id.index].isEmpty, node.kind != .class else { continue }
                for proto in Self.unconditionalProtocols(of: id, table: table, lookup: lookup, closure: protocols) {
                    genericConformersByProtocol[proto, default: []].append(id)
                }
                continue
            }
            for proto in protocols[id.index] { conformersByProtocol[proto, default: []].append(id) }
            var ancestor = table.superclass(of: id)
            var steps = 0
            while let base = ancestor, steps < 32 {
                subclasses[base, default: []].append(id)
                ancestor = table.superclass(of: base)
                steps += 1
            }
        }
        let deprecation = Deprecation(table: table)
        let inputOrder = { (a: TypeID, b: TypeID) in
            let (aDeprecated, bDeprecated) = (deprecation.isDeprecated(a), deprecation.isDeprecated(b))
            return aDeprecated != bDeprecated ? bDeprecated : table[a].declaration.location < table[b].declaration.location
        }
        conformersByProtocol = conformersByProtocol.mapValues { $0.sorted(by: inputOrder) }
        genericConformersByProtocol = genericConformersByProtocol.mapValues { $0.sorted(by: inputOrder) }
        subclasses = subclasses.mapValues { $0.sorted(by: inputOrder) }

        // Only an extension that always applies: one under `#if` or `where` may not, and the
        // generated code has no condition to put around the value.
        for (declaration, module) in table.foreignConformances where declaration.genericRequirements.isEmpty && declaration.condition == nil {
            if declaration.inheritedTypes.contains(where: Self.namesProvidable), let name = Self.foreignName(declaration.extendedType) {
                providedForeignTypes.insert(name)
            }
            // A generic standard type's conformance holds for arguments the value would have to guess.
            guard let name = Self.foreignName(declaration.extendedType), (StandardProvidableTypes.arity[name] ?? 0) == 0 else { continue }
            let context = LookupContext(chain: [], module: module)
            for syntax in declaration.inheritedTypes where table.mayNameDeclaration(syntax, in: context) {
                guard case .existential(let ids, _) = lookup.resolveConformance(syntax, in: context) else { continue }
                foreignOrder[name] = min(foreignOrder[name] ?? declaration.location, declaration.location)
                for id in ids {
                    foreignProtocols[name, default: []].insert(id)
                    foreignProtocols[name, default: []].formUnion(protocols[id.index])
                }
            }
        }
    }

    /// `Providable`, possibly qualified with the runtime's module or marked `@retroactive`, as
    /// the test target's conformance of another module's type is.
    private static func namesProvidable(_ syntax: TypeSyntax) -> Bool {
        if case .attributed(let base, _, _) = syntax { return namesProvidable(base) }
        guard case .nominal(let components) = syntax, components.last?.name == "Providable" else { return false }
        return components.count == 1 || (components.count == 2 && components[0].name == "FactoryRuntime")
    }

    /// A non-generic type's name as ``isProvidedByHand(_:)`` compares it: its components,
    /// without a standard module.
    private static func foreignName(_ syntax: TypeSyntax) -> String? {
        guard case .nominal(var components) = syntax, components.allSatisfy(\.genericArguments.isEmpty) else { return nil }
        if components.count > 1, StandardProvidableTypes.modules.contains(components[0].name) { components.removeFirst() }
        return components.map(\.name).joined(separator: ".")
    }

    /// Whether `spelled`, a type from outside the inputs as a field writes it (`URLSession`,
    /// `Foundation.URLSession`), is made `Providable` by an extension of the inputs or the test target.
    func isProvidedByHand(_ spelled: String) -> Bool {
        guard !providedForeignTypes.isEmpty else { return false }
        var name = Substring(spelled)
        if let dot = name.firstIndex(of: "."), StandardProvidableTypes.modules.contains(String(name[..<dot])) {
            name = name[name.index(after: dot)...]
        }
        return providedForeignTypes.contains(String(name))
    }

    /// Concrete types that conform to every protocol in `required`, in input order.
    func conformers(of required: [TypeID]) -> [TypeID] {
        guard let first = required.first else { return [] }
        let candidates = conformersByProtocol[first] ?? []
        return candidates.filter { candidate in required.dropFirst().allSatisfy { protocols[candidate.index].contains($0) } }
    }

    /// Generic types that conform to every protocol in `required` whatever their arguments,
    /// in input order.
    func genericConformers(of required: [TypeID]) -> [TypeID] {
        guard let first = required.first, let candidates = genericConformersByProtocol[first] else { return [] }
        return candidates.filter { candidate in required.dropFirst().allSatisfy { genericConformersByProtocol[$0]?.contains(candidate) == true } }
    }

    /// The protocols of the inputs `id` conforms to by its declaration's clause or an extension
    /// without requirements or condition, with those they refine.
    private static func unconditionalProtocols(
        of id: TypeID, table: SymbolTable, lookup: NameLookup, closure: [Set<TypeID>]
    ) -> Set<TypeID> {
        var found = Set<TypeID>()
        for (syntax, context) in table.inheritanceClauses(of: id, unconditionally: true) where table.mayNameDeclaration(syntax, in: context) {
            guard case .existential(let ids, _) = lookup.resolveConformance(syntax, in: context) else { continue }
            for proto in ids where table[proto].kind == .protocol {
                found.insert(proto)
                found.formUnion(closure[proto.index])
            }
        }
        return found
    }

    /// Types from outside the inputs that conform to every protocol in `required` by extensions
    /// of the inputs and have a factory: the runtime's (`String`) or one the test target writes
    /// (`extension JSONDecoder: @retroactive Providable`). By name, in the order of their first
    /// such extension (by path, not by the order the files were read in).
    func foreignConformers(of required: [TypeID]) -> [String] {
        allForeignConformers(of: required).filter { StandardProvidableTypes.arity[$0] == 0 || isProvidedByHand($0) }
    }

    /// Those without a factory: what the warning for a field of the protocol's type names, as
    /// the conformance to write (`JSONDecoder`, `NWEndpoint.Host`).
    func unprovidedForeignConformers(of required: [TypeID]) -> [String] {
        allForeignConformers(of: required).filter { StandardProvidableTypes.arity[$0] != 0 && !isProvidedByHand($0) }
    }

    private func allForeignConformers(of required: [TypeID]) -> [String] {
        guard !required.isEmpty, !foreignProtocols.isEmpty else { return [] }
        return foreignProtocols.filter { required.allSatisfy($0.value.contains) }.keys.sorted { a, b in
            guard let first = foreignOrder[a], let second = foreignOrder[b], first != second else { return a < b }
            return first < second
        }
    }
}
