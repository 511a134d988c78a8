/// Which global actor each type, and each type's `provide()`, is isolated to.
///
/// - A type's own isolation is its global-actor attribute (`@MainActor`, or a custom
///   `@globalActor`); with a default isolation of `MainActor` (`-default-isolation MainActor`),
///   a type that declares none and is not `nonisolated` is `@MainActor` too. Actors and
///   protocols have none.
/// - Its `provide()` runs where its construction can: on its own actor, or, for a nonisolated
///   type, on the actor of a type its construction builds (`struct Session { let store: Store }`
///   with a `@MainActor` `Store`). Its conformance is then isolated to that actor
///   (`extension Session: @MainActor Providable`), and so is every type that builds it in turn.
struct Isolation {
    /// Per type: the global actor it is isolated to, or `nil`.
    private(set) var globalActor: [String?]
    /// Per type: the global actor its `provide()` is isolated to, or `nil`.
    private(set) var providable: [String?]

    /// Per type, the global actor it is isolated to, or `nil`.
    ///
    /// Without an attribute of its own, a type conforming in its declaration to a protocol
    /// isolated to a global actor (`@CredentialActor protocol CredentialDataSource`, or one
    /// refining it) is isolated to that actor, as Swift infers, before the default isolation:
    /// okta/okta-mobile-swift's `final class DefaultCredentialDataSource: CredentialDataSource`
    /// got a nonisolated `provide()` calling its `@CredentialActor` `init()`, which did not
    /// compile. A conformance in an extension infers nothing, nor do protocols of two actors.
    /// Protocols of an imported framework count too (``FrameworkActors``: `struct Badge: View`),
    /// and a class's superclass, of the inputs or of a framework, as Swift has a subclass
    /// inherit its isolation (`final class MaskView: UIView`).
    static func ownActors(table: SymbolTable, defaultIsolation: ModelIsolation, importedModules: Set<String> = []) -> [String?] {
        let actors = Set(["MainActor"] + table.nodes.filter {
            $0.declaration.attributes.contains { $0.name == "globalActor" }
        }.map(\.declaration.name))
        var protocolMemo: [TypeID: String?] = [:]
        let frameworks = FrameworkActors.imported(from: importedModules)
        // Without a protocol of the inputs or of an imported framework isolated to an actor,
        // none can be inferred: most inputs have none, and their inheritance clauses are then
        // not looked up.
        let infers = !frameworks.isEmpty || table.nodes.contains { node in
            (node.kind == .protocol || node.kind == .class) && node.declaration.attributes.contains { actors.contains($0.name) }
        }
        return table.allIDs.map { id in
            let node = table[id]
            if let explicit = node.declaration.attributes.first(where: { actors.contains($0.name) }) { return explicit.name }
            guard node.kind != .actor, node.kind != .protocol, !node.declaration.modifiers.contains("nonisolated") else { return nil }
            if infers, let inferred = conformedActor(
                of: id, table: table, actors: actors, frameworks: frameworks, memo: &protocolMemo, depth: 0
            ) { return inferred }
            return defaultIsolation.isolation(of: table.module(of: id)).globalActor
        }
    }

    /// The one global actor the protocols `id`'s declaration conforms to are isolated to,
    /// through the protocols they refine, and, for a class, its superclass's; `nil` for none,
    /// or for two different ones.
    private static func conformedActor(of id: TypeID, table: SymbolTable, actors: Set<String>, frameworks: [String],
                                       memo: inout [TypeID: String?], depth: Int) -> String? {
        var found: String?
        for (clause, context) in table.declarationInheritanceClauses(of: id) {
            guard case .nominal(let components) = clause else { continue }
            let actor: String?
            if components.count == 1, case .type(let proto)? = table.lookupUnqualified(components[0].name, in: context) {
                let kind = table[proto].kind
                guard kind == .protocol || (kind == .class && table[id].kind == .class) else { continue }
                actor = protocolActor(proto, table: table, actors: actors, frameworks: frameworks, memo: &memo, depth: depth + 1)
            } else {
                actor = FrameworkActors.actor(of: components, frameworks: frameworks, table: table, context: context)
            }
            guard let actor else { continue }
            if let found, found != actor { return nil }
            found = actor
        }
        return found
    }

    private static func protocolActor(_ id: TypeID, table: SymbolTable, actors: Set<String>, frameworks: [String],
                                      memo: inout [TypeID: String?], depth: Int) -> String? {
        if let known = memo[id] { return known }
        if let explicit = table[id].declaration.attributes.first(where: { actors.contains($0.name) }) {
            memo[id] = explicit.name
            return explicit.name
        }
        memo[id] = .some(nil)  // a cycle of refinements ends here
        guard depth < 16, !table[id].declaration.modifiers.contains("nonisolated") else { return nil }
        let inherited = conformedActor(of: id, table: table, actors: actors, frameworks: frameworks, memo: &memo, depth: depth)
        memo[id] = inherited
        return inherited
    }

    /// `built` is what each type's chosen construction builds, closures included
    /// (``ProvidabilitySolver/typesBuilt()``): a nonisolated closure cannot call an isolated
    /// `provide()` either.
    init(ownActors: [String?], facts: [TypeFacts], built: [[TypeID]]) {
        globalActor = ownActors
        var providable = globalActor
        let ids = facts.indices.map(TypeID.init)
        var changed = true
        while changed {
            changed = false
            for id in ids where providable[id.index] == nil && !facts[id.index].isUserProvidable {
                if let actor = built[id.index].compactMap({ providable[$0.index] }).first {
                    providable[id.index] = actor
                    changed = true
                }
            }
        }
        self.providable = providable
    }
}
