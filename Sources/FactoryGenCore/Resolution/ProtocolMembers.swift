/// The members a type finds through the protocols it conforms to. Swift's lookup inside a type
/// sees them after the type's own and its superclasses' members, before the enclosing scopes:
/// Plot's `public extension Component { typealias ContentProvider = () -> ComponentGroup }` is
/// what `var content: ContentProvider` means in `struct ElementComponent: Component`.
extension SymbolTable {
    /// A member of a protocol `id` conforms to (in its extensions too), searched only once `id`
    /// and its superclasses declare none: their own members shadow the protocols'.
    func protocolMember(_ name: String, of id: TypeID) -> ScopeMember? {
        guard !protocolScopes.isEmpty, let protocols = protocolScopes[id] else { return nil }
        for protocolID in protocols {
            if let found = members[protocolID.index][name] { return found }
        }
        return nil
    }

    /// For each type that conforms to a protocol declaring members, those protocols, nearest
    /// first: its own clauses', the protocols they refine, then its superclasses'. Empty, and
    /// nothing resolved, when no protocol of the inputs declares a member, as in most inputs.
    func findProtocolScopes() -> [TypeID: [TypeID]] {
        guard nodes.indices.contains(where: { nodes[$0].kind == .protocol && !members[$0].isEmpty }) else { return [:] }
        // On all cores: looking up each clause was most of the cost, and the table is built on
        // one core while the other waits. Every table the lookups read is complete.
        let conformed = Array(nodes.indices).concurrentMap { directProtocols(of: TypeID(index: $0)) }
        var scopes: [TypeID: [TypeID]] = [:]
        for index in nodes.indices {
            var pending = conformed[index]
            var superclass = superclass(of: TypeID(index: index))
            var steps = 0
            while let type = superclass, steps < 32 {
                pending += conformed[type.index]
                superclass = self.superclass(of: type)
                steps += 1
            }
            guard !pending.isEmpty else { continue }
            var seen: Set<TypeID> = []
            var found: [TypeID] = []
            var next = 0
            // Breadth first, so that a nearer protocol's member comes before a refined one's.
            while next < pending.count {
                let id = pending[next]
                next += 1
                guard seen.insert(id).inserted else { continue }
                if !members[id.index].isEmpty { found.append(id) }
                pending += conformed[id.index]
            }
            if !found.isEmpty { scopes[TypeID(index: index)] = found }
        }
        return scopes
    }

    /// The protocols of the inputs `id`'s inheritance clauses name (its extensions' included).
    /// A clause means what it does outside the type: the type's own members are not in scope.
    private func directProtocols(of id: TypeID) -> [TypeID] {
        var protocols: [TypeID] = []
        for (clause, context) in inheritanceClauses(of: id) {
            protocols += protocolIDs(in: clause, context: LookupContext(chain: Array(context.chain.dropFirst()), module: context.module, fileID: context.fileID))
        }
        return protocols
    }

    private func protocolIDs(in clause: TypeSyntax, context: LookupContext) -> [TypeID] {
        switch clause {
        case .composition(let parts):
            return parts.flatMap { protocolIDs(in: $0, context: context) }
        case .attributed(let base, _, _):
            return protocolIDs(in: base, context: context)
        case .nominal(var components):
            var current = lookupUnqualified(components[0].name, in: context)
            // `App.Component`: the module's name, when nothing else has it.
            if current == nil, components.count > 1, userModules.contains(components[0].name) {
                let module = components.removeFirst().name
                current = topLevelMember(components[0].name, module: module)
            }
            var specialized = false
            for component in components.dropFirst() {
                guard let id = typeID(following: current, specialized: &specialized) else { return [] }
                current = members[id.index][component.name]
            }
            guard let id = typeID(following: current, specialized: &specialized), nodes[id.index].kind == .protocol else { return [] }
            return [id]
        default:
            return []
        }
    }
}
