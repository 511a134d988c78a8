/// A type's `CodingKeys` enum exists for its `Codable` conformance: no test builds one or
/// matches its cases, yet their conformances and prisms were 11–14% of the generated file on
/// real code. One gets no code unless a construction needs it: a field typed `CodingKeys`, or
/// `any CodingKey` built from it.
///
/// ```swift
/// // struct User: Codable { let name: String; enum CodingKeys: String, CodingKey { case name = "user_name" } }
/// CodingKeysOmission.omitted(table: table, facts: facts)[keys.index] // true: `User.CodingKeys` gets no code
/// ```
enum CodingKeysOmission {
    /// For each type of `table`, whether it is a `CodingKeys` enum that no candidate
    /// construction of any type needs (the chosen ones are not known yet: any may be chosen).
    static func omitted(table: SymbolTable, facts: [TypeFacts]) -> [Bool] {
        var omitted = table.nodes.map(isCodingKeys)
        guard omitted.contains(true) else { return omitted }
        // Read in place, by index: a loop over copies retained every slot's strings, which
        // cost three times the reading itself on this serial stretch.
        for fact in facts.indices {
            for candidate in facts[fact].candidates.indices { markNeeds(of: facts[fact].candidates[candidate], in: &omitted) }
        }
        return omitted
    }

    /// A nested enum named `CodingKeys` that conforms to `CodingKey` where it is declared.
    static func isCodingKeys(_ node: TypeNode) -> Bool {
        node.kind == .enum && node.parent != nil && node.name == "CodingKeys"
            && node.declaration.inheritedTypes.contains { syntax in
                guard case .nominal(let components) = syntax, let last = components.last else { return false }
                return last.name == "CodingKey" && (components.count == 1 || (components.count == 2 && components[0].name == "Swift"))
            }
    }

    /// A conditional candidate's slots hold its `#else` alternative's too.
    private static func markNeeds(of candidate: borrowing Candidate, in omitted: inout [Bool]) {
        for slot in candidate.slots.indices {
            guard case .options(let options) = candidate.slots[slot].value else { continue }
            for option in options.indices {
                for id in options[option].needs { omitted[id.index] = false }
                for id in options[option].lazyNeeds { omitted[id.index] = false }
            }
        }
    }
}
