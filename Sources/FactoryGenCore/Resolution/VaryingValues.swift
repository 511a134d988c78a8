/// Which types' `provide()` builds a different value at each call.
///
/// A type whose chosen initializer reads `UUID()`, `Date()` or `Date.now` is built so only when
/// nothing else builds it (the resolver notes it, ``Candidate/readsVaryingValueAt``); every type
/// whose construction builds one, in a closure too, then differs from call to call as well
/// (`struct Letter { var postmark: Postmark }` with `Postmark.init() { stampedAt = Date() }`),
/// and so does one decoded from the decoder that provides such a value. So does a type built
/// anew that holds a `let` set by its declaration to a new identifier or the time (`let id =
/// UUID()`: orchetect/swift-midi-file's `MIDI1File`, held by its `AnyMIDI1File`), which every
/// initializer sets and nothing after the call can change; not one read from a `static let`.
/// The law driver needs to know: it compares the first of a type's variants with a later
/// `provide()` (IceCubesApp's `ServerDate`, held by two dozen of its models, failed that law).
/// A conformance the user wrote is taken to give equal values.
struct VaryingValues {
    /// Per type: its `provide()` differs from call to call.
    private(set) var varies: [Bool]

    /// `built` is ``ProvidabilitySolver/typesBuilt()``; `holdsVaryingConstant`, whether the type
    /// at an index has such a `let` (``VaryingFieldAssignments/isVaryingConstant(_:)``), asked
    /// only of the types built anew.
    init(facts: [TypeFacts], solver: ProvidabilitySolver, built: [[TypeID]], holdsVaryingConstant: (Int) -> Bool) {
        var built = built
        varies = facts.indices.map { index in
            guard let selection = solver.selections[index] else { return false }
            let candidate = facts[index].candidates[selection.candidate]
            // Either branch of a choice under `#if` may be the one compiled.
            let chosen = [candidate] + (candidate.conditional?.otherwise ?? [])
            built[index] += chosen.flatMap(\.decodedTypes)
            return chosen.contains { $0.readsVaryingValueAt != nil }
                || chosen.contains { !$0.readsStoredConstant } && holdsVaryingConstant(index)
        }
        var changed = true
        while changed {
            changed = false
            for index in facts.indices where !varies[index] && !facts[index].isUserProvidable {
                if built[index].contains(where: { varies[$0.index] }) {
                    varies[index] = true
                    changed = true
                }
            }
        }
    }
}
