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
    static func ownActors(table: SymbolTable, defaultIsolation: ModelIsolation) -> [String?] {
        let actors = Set(["MainActor"] + table.nodes.filter {
            $0.declaration.attributes.contains { $0.name == "globalActor" }
        }.map(\.declaration.name))
        return table.allIDs.map { id in
            let node = table[id]
            if let explicit = node.declaration.attributes.first(where: { actors.contains($0.name) }) { return explicit.name }
            guard node.kind != .actor, node.kind != .protocol, !node.declaration.modifiers.contains("nonisolated") else { return nil }
            return defaultIsolation.isolation(of: table.module(of: id)).globalActor
        }
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
