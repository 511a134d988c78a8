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
    static func all(
        of id: TypeID, table: SymbolTable, lookup: NameLookup, values: ValueExpressions, codability: Codability? = nil
    ) -> [(condition: String?, candidate: Candidate)] {
        let node = table[id]
        // A synthesized `Decodable` conformance proves every payload's type decodable: one from
        // outside the inputs (`AbsolutePath` in `case file(path: AbsolutePath)`) is decoded alone.
        let synthesizesDecoding = codability.map { $0.isDecodable(id) && !$0.decodesItself(id) } ?? false
        func value(of type: ResolvedType) -> SlotValue {
            let value = values.value(of: type, in: id)
            if synthesizesDecoding, case .failure(.unknown, let spelled) = value, case .unprovidable(.unknown, _) = type {
                return .options([ValueOption(expression: values.spelling.runtime("ProvidingDecoder", in: id) + ".decode(" + spelled + ".self)", needs: [])])
            }
            return value
        }
        return node.declaration.members.cases.compactMap { enumCase -> (condition: String?, candidate: Candidate)? in
            // A deprecated case would warn in the generated file.
            guard !enumCase.attributes.contains(where: \.isUnavailableOrDeprecated) else { return nil }
            let slots = enumCase.associatedValues.filter { !$0.hasDefault }.map { payload in
                Slot(
                    label: payload.label, property: nil, owner: node.qualifiedName, member: enumCase.name, location: enumCase.location,
                    value: value(of: lookup.resolve(payload.type, in: node.context))
                )
            }
            return (enumCase.condition, Candidate(
                callee: "." + Identifier.escaped(enumCase.name), slots: slots,
                hasParentheses: !enumCase.associatedValues.isEmpty, origin: "case " + enumCase.name
            ))
        }
    }
}
