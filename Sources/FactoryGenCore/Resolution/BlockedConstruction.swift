/// Another way to build a type of a cycle that cannot be broken, ruled out only by fields of
/// types from outside the inputs: a conformance for those types would build the type that way
/// and break the cycle, which is often the better fix.
///
/// ```swift
/// // struct Envelope<T> { init(value: T, response: URLResponse); init<O>(value: T, previous: Envelope<O>) }
/// blocked.conformances // "`extension URLResponse: Providable`"
/// blocked.reason       // "'Envelope' could be built with init(value:response:), which needs 'URLResponse'"
/// ```
struct BlockedConstruction {
    /// The type, by name.
    let owner: String
    /// The construction, as the output's comment names it: `init(value:response:)`.
    let origin: String
    /// The types it needs and factorygen cannot provide, in the order of its fields.
    let missing: [String]

    /// The conformances to write, as code.
    var conformances: String {
        missing.map { "`extension \($0): Providable`" }.joined(separator: " and ")
    }

    /// The skip reason's note.
    var reason: String {
        "'\(owner)' could be built with \(origin), which needs " + missing.map { "'\($0)'" }.joined(separator: " and ")
    }

    /// The first construction, in preference order, of the first of `types` that has one,
    /// other than the one the cycle goes through, whose fields all can be provided but those
    /// of types outside the inputs.
    static func first(among types: [TypeID], solver: ProvidabilitySolver) -> BlockedConstruction? {
        for type in types {
            let selected = solver.selections[type.index]?.candidate
            for (index, candidate) in solver.facts[type.index].candidates.enumerated() where index != selected {
                var missing: [String] = []
                var blockedOtherwise = false
                for slot in candidate.slots where solver.usableOption(slot.value, from: 0) == nil {
                    if case .failure(.unknown, let spelled) = slot.value {
                        if !missing.contains(spelled) { missing.append(spelled) }
                    } else {
                        blockedOtherwise = true
                    }
                }
                guard !missing.isEmpty, !blockedOtherwise else { continue }
                return BlockedConstruction(owner: solver.names[type.index], origin: candidate.originText, missing: missing)
            }
        }
        return nil
    }
}
