/// Whether forming a type needs a conformance the main actor isolates.
///
/// Built with `-default-isolation MainActor`, a module's types are main-actor, and Swift infers
/// their conformances to be isolated there too (SE-0466, SE-0470): `struct Tag: Hashable` gets a
/// main-actor `Hashable`. A `Set<Tag>` or `[Tag: Int]` needs `Tag: Hashable` wherever the type
/// is formed, so a nonisolated closure that returns one does not compile ("main actor-isolated
/// conformance of 'Tag' to 'Hashable' cannot be used in nonisolated context"): a main-actor
/// enum's prism of such a payload runs on the main actor (``PrismPlan/isolatedToMainActor``),
/// while one of `[Tag]`, which asks nothing of its element, stays usable anywhere.
///
/// A generic argument asks for a conformance where its parameter is constrained: a `Set`'s
/// element and a `Dictionary`'s key (`Hashable`), a range's bound (`Comparable`), a `Result`'s
/// failure (`Error`); any parameter of a type of the inputs that constrains its parameters, and
/// of another module's generic type (`OrderedSet<Tag>`), whose constraints are not known here.
struct IsolatedConformanceUses {
    /// Per type of the inputs, the global actor it is isolated to (``Isolation/ownActors(table:defaultIsolation:importedModules:)``).
    let actors: [String?]
    let table: SymbolTable

    /// Whether `type` holds, at a constrained generic argument, a type isolated to the main actor.
    func needMainActor(_ type: ResolvedType) -> Bool {
        switch type {
        case .user(let id, let arguments):
            guard !arguments.isEmpty else { return false }
            let constrains = constrainsItsParameters(id)
            return arguments.contains { constrains && mentionsMainActorType($0) || needMainActor($0) }
        case .standard(let name, let arguments):
            guard !arguments.isEmpty else { return false }
            let constrained = Self.constrainedPositions[name] ?? []
            return arguments.indices.contains { constrained.contains($0) && mentionsMainActorType(arguments[$0]) || needMainActor(arguments[$0]) }
        case .foreign(_, let arguments):
            return arguments.contains(where: mentionsMainActorType)
        case .tuple(let elements):
            return elements.contains { needMainActor($0.type) }
        case .function(let function):
            return function.parameters.contains { needMainActor($0.type) } || needMainActor(function.returnType)
        case .metatype(let instance), .member(let instance, _):
            return needMainActor(instance)
        case .constrainedExistential(_, let arguments):
            return arguments.contains(where: needMainActor)
        case .conditionalAlias(let alias):
            return alias.branches.contains(where: needMainActor)
        case .genericParameter, .existential, .standardExistential, .unprovidable:
            return false
        }
    }

    /// The standard generic types whose parameters at these positions are constrained.
    private static let constrainedPositions: [String: Set<Int>] = [
        "Set": [0], "Dictionary": [0], "Range": [0], "ClosedRange": [0], "PartialRangeFrom": [0],
        "PartialRangeThrough": [0], "PartialRangeUpTo": [0], "Result": [1],
    ]

    /// Whether a type of the inputs is isolated to the main actor anywhere in `type`
    /// (`Tag`, `Tag?`, `Pair<Tag>`): any of them asks the conformance of it.
    private func mentionsMainActorType(_ type: ResolvedType) -> Bool {
        type.mentions { actors[$0.index] == "MainActor" && table[$0].kind != .protocol }
    }

    /// A generic type of the inputs with a constraint on a parameter of its own, inline or in
    /// its `where` clause (those of the types it is nested in are not read: few constrain them).
    private func constrainsItsParameters(_ id: TypeID) -> Bool {
        let declaration = table[id].declaration
        return !declaration.genericRequirements.isEmpty || declaration.genericParameters.contains { $0.constraint != nil }
    }
}
