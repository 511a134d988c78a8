/// Where an initializer may trap in another type's initializer that it hands a parameter to:
/// argentlabs/web3.swift's `SignedTransaction` passes its `Data` to `Signature(raw:)`, which
/// traps on fewer than 65 bytes, as surely as if it checked the bytes itself. Such an
/// initializer is called as one that traps through a helper is (``TrappingFunctions``): after
/// every other way.
///
/// ```swift
/// // struct Seal { init(raw: Data) { precondition(raw.count == 65); … } }
/// // struct Envelope { let seal: Seal; init(payload: Data) { seal = Seal(raw: payload) } }
/// HandOffTraps.firstTrap(of: envelopeInitializer, owner: envelope, in: context, table: table) // `Seal(raw: payload)`
/// ```
enum HandOffTraps {
    /// Where `initializer`, of type `owner`, whose names resolve in `context`, first hands a
    /// parameter to an initializer of the inputs that may trap: itself, through a helper, a
    /// delegation or a hand-off of its own. A type named so that is an alias, or no type of the
    /// inputs, is not followed.
    static func firstTrap(
        of initializer: InitializerDeclaration, owner: TypeID, in context: LookupContext, table: SymbolTable, depth: Int = 0
    ) -> SourceLocation? {
        guard depth < 8 else { return nil }
        for handOff in initializer.handOffs {
            guard let id = calledType(of: handOff, owner: owner, in: context, table: table) else { continue }
            let node = table[id]
            let declared = node.declaredInitializers
            // A failable or throwing one makes the caller write `!` or `try!`, which are traps
            // of its own, read as such; a call may name any of those its labels fit.
            for target in declared where target.failability == .none && !target.mayThrow && handOff.call.mayCall(target.parameters) {
                if target.mayStopAt != nil || table.trappingFunctions.firstCall(in: target, of: id, table: table) != nil
                    || InitializerChoice.delegatedTrap(of: target, among: declared) != nil
                    || firstTrap(of: target, owner: id, in: node.context, table: table, depth: depth + 1) != nil {
                    return handOff.call.location
                }
            }
        }
        return nil
    }

    /// The type a hand-off builds: the one it names, or for `.init(…)` the declared type of
    /// the property it is assigned to (an optional's wrapped type).
    private static func calledType(of handOff: HandOff, owner: TypeID, in context: LookupContext, table: SymbolTable) -> TypeID? {
        var name = handOff.typeName
        if name == nil, let property = handOff.property,
           var type = table[owner].declaration.members.properties.first(where: { $0.name == property && $0.isStored && !$0.isStatic })?.type {
            if case .optional(let wrapped) = type { type = wrapped }
            if case .implicitlyUnwrappedOptional(let wrapped) = type { type = wrapped }
            if case .nominal(let components) = type, components.count == 1 { name = components[0].name }
        }
        guard let name, case .type(let id)? = table.lookupUnqualified(name, in: context) else { return nil }
        return id
    }
}
