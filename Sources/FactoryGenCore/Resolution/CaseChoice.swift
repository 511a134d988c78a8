/// An enum's candidates: its cases in declaration order, each with its payload values to
/// fill (labels kept, defaulted values left out). Cases under `#if` come apart, with their
/// conditions, for ``ConditionalChoice``. The solver then takes the first case whose
/// payload is providable and does not lead back into a cycle; an `indirect` enum thereby
/// falls back to a base case.
enum CaseChoice {
    static func candidates(of id: TypeID, table: SymbolTable, lookup: NameLookup, values: ValueExpressions) -> [Candidate] {
        all(of: id, table: table, lookup: lookup, values: values).filter { $0.condition == nil }.map(\.candidate)
    }

    /// Every case, with the `#if` condition it is declared under.
    static func all(of id: TypeID, table: SymbolTable, lookup: NameLookup, values: ValueExpressions) -> [(condition: String?, candidate: Candidate)] {
        let node = table[id]
        return node.declaration.members.cases.compactMap { enumCase -> (condition: String?, candidate: Candidate)? in
            // A deprecated case would warn in the generated file, unless the enum is deprecated too.
            guard !Deprecation.keepsOut(enumCase.attributes, of: id, table: table) else { return nil }
            let slots = enumCase.associatedValues.filter { !$0.hasDefault }.map { payload in
                Slot(
                    label: payload.label, property: nil, owner: node.qualifiedName, member: enumCase.name, location: enumCase.location,
                    value: values.value(of: lookup.resolve(payload.type, in: node.context), in: id)
                )
            }
            return (enumCase.condition, Candidate(
                callee: "." + Identifier.escaped(enumCase.name), slots: slots,
                hasParentheses: !enumCase.associatedValues.isEmpty, origin: "case " + enumCase.name
            ))
        }
    }
}
