/// Which types conform to which user protocols, and which already conform to `Providable`,
/// computed once over all inheritance clauses (type bodies and extensions, protocol
/// inheritance and superclasses followed).
///
/// ```swift
/// // protocol UserService {}; struct StubService: UserService {}
/// witnesses.conformers(of: [userService]) // [StubService]
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
    /// Known subclasses of each class, in input order (all levels), the deprecated ones last.
    private(set) var subclasses: [TypeID: [TypeID]] = [:]

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
            guard node.kind != .protocol, node.effectiveAccess >= .internal, table.genericParametersInScope(of: id).isEmpty else { continue }
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
        subclasses = subclasses.mapValues { $0.sorted(by: inputOrder) }
    }

    /// `Providable`, possibly qualified with the runtime's module.
    private static func namesProvidable(_ syntax: TypeSyntax) -> Bool {
        guard case .nominal(let components) = syntax, components.last?.name == "Providable" else { return false }
        return components.count == 1 || (components.count == 2 && components[0].name == "FactoryRuntime")
    }

    /// Concrete types that conform to every protocol in `required`, in input order.
    func conformers(of required: [TypeID]) -> [TypeID] {
        guard let first = required.first else { return [] }
        let candidates = conformersByProtocol[first] ?? []
        return candidates.filter { candidate in required.dropFirst().allSatisfy { protocols[candidate.index].contains($0) } }
    }
}
