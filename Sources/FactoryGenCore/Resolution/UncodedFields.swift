/// The stored properties that a type's synthesized coding leaves out (they are not among its
/// `CodingKeys`) and that the construction `provide()` calls may set.
///
/// A lens that rebuilds a value by coding (`CodingRebuild`) decodes a new value, whose left-out
/// properties take their initial values again. When `provide()` built the value through an
/// initializer that set one of them, the rebuilt value lacks it, and get-set fails:
/// ordo-one/package-benchmark's `Benchmark` codes its name and configuration only, and its
/// `init?(_:configuration:closure:setup:teardown:)` stores the closure it is given, which
/// decoding gives back as `nil`.
///
/// What the construction may set is read from what it is handed: the properties named like
/// the initializer's parameters (by their names inside the body), and those a statement at the
/// top level of its body assigns, where that was read (an initializer that can neither fail nor
/// throw, ``InitializerDeclaration/assignedProperties``). An initializer that delegates may set
/// any of them. A construction that is no initializer of the inputs (a memberwise initializer,
/// a static function) sets those its arguments are named after. A value built by decoding sets
/// none, so its coding lenses hold.
enum UncodedFields {
    /// The left-out properties `candidate` may set, in declaration order; empty when the
    /// type's coding is not synthesized and keyed by `codingKey`, which gives `nil` for a
    /// property its `CodingKeys` leave out.
    static func setByConstruction(
        _ candidate: Candidate, callable: [CallableInitializer], properties: [StoredProperty], codingKey: (String) -> String?
    ) -> [String] {
        // A failable call tried before decoding builds the value when it succeeds.
        let location = candidate.attempt.map(\.location) ?? candidate.originLocation
        guard candidate.passesSlots || candidate.attempt != nil else { return [] }
        // A `let` with an initial value cannot be set by any initializer, and synthesized
        // decoding leaves it as it starts; a lazy one is computed on first read.
        let uncoded = properties.filter { !$0.isConstant && !$0.declaration.isLazy && codingKey($0.name) == nil }
        guard !uncoded.isEmpty else { return [] }
        let named: Set<String>
        if let location,
           let initializer = callable.first(where: { $0.declaration.location == location })?.declaration {
            if !initializer.delegations.isEmpty { return uncoded.map(\.name) }
            named = Set(initializer.parameters.compactMap { $0.name ?? $0.label } + initializer.assignedProperties)
        } else {
            named = Set(candidate.passedSlots.flatMap { slot in [slot.property, slot.label].compactMap { $0 } })
        }
        return uncoded.map(\.name).filter(named.contains)
    }
}
