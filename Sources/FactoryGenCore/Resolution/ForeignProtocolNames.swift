/// Names the inputs use as protocols without declaring them: another module's protocols.
///
/// A field may name one bare (`let eventLoop: EventLoop`, SwiftNIO's protocol, which Swift
/// reads as `any EventLoop`), and factorygen, which does not read that module, cannot tell it
/// from a type. The advice for a type (`extension EventLoop: Providable`) does not compile for
/// a protocol, so the inputs are read for evidence: a name after `any` or `some`, or in an
/// inheritance clause that only protocols may fill (a struct's, an enum's, an actor's, a
/// protocol's, an extension's, or a class's after its first, which may be its superclass).
///
/// Made on first use, by the report of unprovidable fields: most runs never need it.
final class ForeignProtocolNames {
    private let table: SymbolTable
    private var names: Set<String>?

    init(table: SymbolTable) {
        self.table = table
    }

    /// Whether the inputs use `name` as a protocol.
    func contains(_ name: String) -> Bool {
        if let names { return names.contains(name) }
        let collected = collect()
        names = collected
        return collected.contains(name)
    }

    private func collect() -> Set<String> {
        var found = Set<String>()
        for index in table.nodes.indices {
            let node = table.nodes[index]
            let inherited = node.declaration.inheritedTypes
            for clause in node.declaration.kind == .class ? inherited.dropFirst() : inherited[...] { Self.addNames(clause, to: &found) }
            for extensionIndex in node.extensions.indices {
                for clause in node.extensions[extensionIndex].inheritedTypes { Self.addNames(clause, to: &found) }
            }
            Self.addExistentials(in: node.declaration.members, to: &found)
            for extensionIndex in node.extensions.indices { Self.addExistentials(in: node.extensions[extensionIndex].members, to: &found) }
        }
        for conformance in table.foreignConformances {
            for clause in conformance.declaration.inheritedTypes { Self.addNames(clause, to: &found) }
        }
        return found
    }

    /// The single names of a clause: `EventLoop`, or each part of `ChannelHandler & Sendable`.
    private static func addNames(_ syntax: TypeSyntax, to found: inout Set<String>) {
        switch syntax {
        case .nominal(let components) where components.count == 1: found.insert(components[0].name)
        case .composition(let parts): parts.forEach { addNames($0, to: &found) }
        case .attributed(let base, _, _): addNames(base, to: &found)
        default: break
        }
    }

    private static func addExistentials(in members: MemberList, to found: inout Set<String>) {
        for index in members.properties.indices {
            if let type = members.properties[index].type { addExistentials(type, to: &found) }
        }
        for index in members.cases.indices {
            for value in members.cases[index].associatedValues { addExistentials(value.type, to: &found) }
        }
        for index in members.initializers.indices {
            for parameter in members.initializers[index].parameters { addExistentials(parameter.type, to: &found) }
        }
    }

    /// The names after `any` or `some` anywhere in `syntax`.
    private static func addExistentials(_ syntax: TypeSyntax, to found: inout Set<String>) {
        switch syntax {
        case .existential(let base), .opaque(let base): addNames(base, to: &found)
        case .nominal(let components):
            for component in components { component.genericArguments.forEach { addExistentials($0, to: &found) } }
        case .optional(let base), .implicitlyUnwrappedOptional(let base), .array(let base), .metatype(let base, _),
             .attributed(let base, _, _), .suppressed(let base), .packExpansion(let base), .packElement(let base), .member(let base, _):
            addExistentials(base, to: &found)
        case .dictionary(let key, let value):
            addExistentials(key, to: &found)
            addExistentials(value, to: &found)
        case .tuple(let elements): elements.forEach { addExistentials($0.type, to: &found) }
        case .function(let function):
            addExistentials(function.returnType, to: &found)
            function.parameters.forEach { addExistentials($0.type, to: &found) }
        case .composition(let parts): parts.forEach { addExistentials($0, to: &found) }
        }
    }
}
