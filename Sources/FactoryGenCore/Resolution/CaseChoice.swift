/// An enum's candidates: its cases in declaration order, each with its payload values to
/// fill (labels kept, defaulted values left out). Cases under `#if` come apart, with their
/// conditions, for ``ConditionalChoice``. The solver then takes the first case whose
/// payload is providable and does not lead back into a cycle; an `indirect` enum thereby
/// falls back to a base case.
enum CaseChoice {
    static func candidates(of id: TypeID, table: SymbolTable, lookup: NameLookup, values: ValueExpressions) -> [Candidate] {
        all(of: id, table: table, lookup: lookup, values: values).filter { $0.condition == nil }.map(\.candidate)
    }

    /// `candidates` with the cases that can only be built from a deprecated type moved last,
    /// unless the enum is deprecated itself. The first case built is `provide()`, which would
    /// then be marked deprecated, and the extension's `variant(_:)` and `arbitrary(using:)`,
    /// which call it, would warn (App Store Connect's generated `IncludedItem` enums lead with
    /// a deprecated response type).
    static func deprecatedLast(_ candidates: [Candidate], of id: TypeID, table: SymbolTable) -> [Candidate] {
        func needsDeprecated(_ candidate: Candidate) -> Bool {
            // By index: a slot copied out of its array retained each of its fields.
            candidate.slots.indices.contains { slot in
                guard case .options(let options) = candidate.slots[slot].value, !options.isEmpty else { return false }
                return options.allSatisfy { option in
                    option.needs.contains { Deprecation.isDeprecated($0, table: table) }
                        || option.lazyNeeds.contains { Deprecation.isDeprecated($0, table: table) }
                }
            }
        }
        guard candidates.contains(where: needsDeprecated), !Deprecation.isDeprecated(id, table: table) else { return candidates }
        return candidates.filter { !needsDeprecated($0) } + candidates.filter(needsDeprecated)
    }

    /// Every case, with the `#if` condition it is declared under.
    static func all(of id: TypeID, table: SymbolTable, lookup: NameLookup, values: ValueExpressions) -> [(condition: String?, candidate: Candidate)] {
        let node = table[id]
        let sendable = SendablePayloads(table: table, lookup: lookup)
        return node.declaration.members.cases.compactMap { enumCase -> (condition: String?, candidate: Candidate)? in
            // A deprecated case would warn in the generated file, unless the enum is deprecated too.
            guard !Deprecation.keepsOut(enumCase.attributes, of: id, table: table) else { return nil }
            // One that exists only where a parameter is `Sendable` cannot be made here.
            guard sendable.undeclaredParameters(of: enumCase.associatedValues, in: id).isEmpty else { return nil }
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
