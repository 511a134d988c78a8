/// Where a type's static members that make a value of it are found, and which of them a
/// nonisolated `provide()` in the test module may use: shared by ``StaticConstantChoice`` and
/// ``StaticFactoryChoice``.
enum StaticMembers {
    /// Calls `body` with the type's own member list, then with each of its extensions' that has
    /// no `where` clause and no `#if`, and, of a `generic` type, names no arguments (their
    /// members hold for every use of the type), then, of a non-generic one, with those of the
    /// protocol extensions constrained to it (``SelfConstrainedExtension``), with the
    /// context their names resolve in (made only when asked for) and the extension's access.
    static func forEachScope(
        of id: TypeID, table: SymbolTable, generic: Bool = false,
        _ body: (_ members: MemberList, _ context: () -> LookupContext, _ extensionAccess: AccessLevel?) -> Void
    ) {
        let node = table[id]
        body(node.declaration.members, { node.context }, nil)
        // By index: an extension copied out of the array retained each of its fields.
        for index in node.extensions.indices where node.extensions[index].genericRequirements.isEmpty && node.extensions[index].condition == nil {
            // `extension Box<Int>` is constrained too, to those arguments (only a generic type's
            // extension is asked: the others cannot name any).
            if generic, table.namesSpecialization(node.extensions[index].extendedType, module: node.extensionModules[index]) { continue }
            body(node.extensions[index].members, { table.extensionContext(of: id, at: index) }, node.extensions[index].accessLevel)
        }
        guard !generic, let constrained = table.selfConstrainedExtensions[id] else { return }
        for index in constrained.indices {
            body(constrained[index].declaration.members, { constrained[index].context }, constrained[index].declaration.accessLevel)
        }
    }

    /// Accessible from the test module, not deprecated or unavailable, and not isolated to a
    /// global actor (`@MainActor static let`), which a nonisolated `provide()` cannot reach.
    static func isUsable(accessLevel: AccessLevel?, attributes: [Attribute], extensionAccess: AccessLevel?) -> Bool {
        (accessLevel ?? extensionAccess ?? .internal) >= .internal
            && !attributes.contains(where: \.isUnavailableOrDeprecated)
            && !attributes.contains(where: { $0.name.hasSuffix("Actor") })
    }
}
