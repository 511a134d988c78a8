/// The stored properties of a type that are isolated to a global actor the type itself is not
/// isolated to: a lens of one, whose closures run where the type's do, cannot form its key path
/// or read it ("cannot form key path to main actor-isolated property"), so it gets no lens, and
/// the type is not rebuilt through an initializer that would read it.
///
/// - One that says so: `@MainActor var title: String` in a nonisolated struct.
/// - One that Swift infers: a property of a nonisolated type that witnesses a property
///   requirement of a protocol its declaration conforms to, isolated to a global actor by an
///   attribute or by the module's default isolation (`-default-isolation MainActor` isolates
///   `protocol Named { var name: String { get } }`, and so `name` of `nonisolated struct Tag: Named`).
///
/// ```swift
/// IsolatedStoredProperties.find(table: table, actors: actors, defaultIsolation: .mainActor)[tag] // ["name"]
/// ```
enum IsolatedStoredProperties {
    /// Per type that has any, the names of those properties. Most inputs have none: a type is
    /// looked at only when a property has an attribute, or when a protocol may be isolated.
    ///
    /// It runs before the plans, on one core: the types and their properties are read where
    /// they lie, by index, as a copy of each retained every field of its declaration.
    static func find(table: SymbolTable, actors ownActors: [String?], defaultIsolation: ModelIsolation) -> [TypeID: Set<String>] {
        let nodes = table.nodes
        var globalActors: Set<String> = ["MainActor"]
        for index in nodes.indices where nodes[index].declaration.attributes.contains(where: { $0.name == "globalActor" }) {
            globalActors.insert(nodes[index].declaration.name)
        }
        let protocolsMayBeIsolated = defaultIsolation != .nonisolated || nodes.indices.contains { index in
            nodes[index].kind == .protocol && nodes[index].declaration.attributes.contains { globalActors.contains($0.name) }
        }
        var found: [TypeID: Set<String>] = [:]
        for index in nodes.indices where nodes[index].kind == .struct || nodes[index].kind == .class {
            let own = ownActors[index]
            let properties = nodes[index].declaration.members.properties
            var names: Set<String> = []
            for position in properties.indices where properties[position].isStored && !properties[position].isStatic
                && !properties[position].attributes.isEmpty {
                if let actor = properties[position].attributes.first(where: { globalActors.contains($0.name) })?.name, actor != own {
                    names.insert(properties[position].name)
                }
            }
            if protocolsMayBeIsolated, own == nil {
                let id = TypeID(index: index)
                let required = requirements(isolatedIn: id, table: table, globalActors: globalActors, defaultIsolation: defaultIsolation)
                for position in properties.indices where properties[position].isStored && !properties[position].isStatic
                    && required.contains(properties[position].name) && !properties[position].modifiers.contains("nonisolated") {
                    names.insert(properties[position].name)
                }
            }
            if !names.isEmpty { found[TypeID(index: index)] = names }
        }
        return found
    }

    /// The property requirements of the protocols `id`'s declaration conforms to, and of those
    /// they refine, that are isolated to a global actor.
    private static func requirements(isolatedIn id: TypeID, table: SymbolTable, globalActors: Set<String>, defaultIsolation: ModelIsolation) -> Set<String> {
        var names: Set<String> = []
        var pending = table.declarationInheritanceClauses(of: id)
        var seen: Set<TypeID> = []
        while let (clause, context) = pending.popLast() {
            guard case .nominal(let components) = clause, components.count == 1,
                  case .type(let proto)? = table.lookupUnqualified(components[0].name, in: context),
                  table[proto].kind == .protocol, seen.insert(proto).inserted, seen.count < 64 else { continue }
            let declaration = table[proto].declaration
            let isIsolated = declaration.attributes.contains { globalActors.contains($0.name) }
                || (!declaration.modifiers.contains("nonisolated") && defaultIsolation.isolation(of: table.module(of: proto)).globalActor != nil)
            if isIsolated {
                for requirement in declaration.members.properties where !requirement.isStatic { names.insert(requirement.name) }
            }
            pending += table.declarationInheritanceClauses(of: proto)
        }
        return names
    }
}
