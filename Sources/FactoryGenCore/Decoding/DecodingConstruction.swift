/// The last way to build a `Decodable` struct or class: `ProvidingDecoder.decode(T.self)`,
/// which runs the type's own `init(from:)` against a decoder that provides every value (see
/// FactoryRuntime's `ProvidingDecoder`). It is what a `final class Account: Codable` with only
/// `let`s, or a struct whose one initializer is `init(from decoder:)`, is built with.
///
/// A hand-written `init(from:)` that may stop on a value it did not expect (`throw`, `!`) is
/// not used: a made-up value would reach the stop.
///
/// The candidate's slots are the stored properties the decoder will ask for, so that the
/// solver sees which types decoding builds and breaks cycles through them:
/// - at run time an optional is `nil` and a collection empty, so they need nothing;
/// - a value of a type that gets a factory comes from its `provide()`: it is needed;
/// - any other value is decoded through its own `init(from:)`, which needs nothing here.
enum DecodingConstruction {
    static func candidate(
        for id: TypeID, properties: [StoredProperty], codability: Codability, values: ValueExpressions, callee: String
    ) -> Candidate? {
        let node = values.table[id]
        guard node.kind == .struct || node.kind == .class, codability.isDecodable(id), codability.decodingStop(of: id) == nil else { return nil }
        let synthesized = !codability.decodesItself(id)
        // Sized at once: a slot is large, and grown by doubling, a hundred fields' array took
        // twice their size and was copied seven times.
        var slots: [Slot] = []
        slots.reserveCapacity(properties.count)
        var decodedTypes: [TypeID] = []
        for property in properties where !property.isConstant && !property.declaration.isLazy {
            guard let type = property.type else { continue }
            // A synthesized `init(from:)` reads only the properties that have a coding key.
            if synthesized, codability.codingKey(of: property.name, in: id) == nil { continue }
            type.forEachUserType { decodedTypes.append($0) }
            slots.append(Slot(
                label: nil, property: property.name, owner: node.qualifiedName, member: property.name,
                location: property.declaration.location, value: decodedValue(of: type, in: id, values: values, codability: codability)
            ))
        }
        let decoder = values.spelling.runtime("ProvidingDecoder", in: id)
        let candidate = Candidate(
            callee: decoder + ".decode(" + callee + ".self)", slots: slots, hasParentheses: false,
            origin: synthesized ? "decoding, through the synthesized init(from:)" : "decoding, through init(from:)",
            passesSlots: false
        )
        candidate.decodedTypes = decodedTypes
        return candidate
    }

    /// What decoding a value of `type` needs: what its `provide()` needs when it has one,
    /// nothing when the decoder answers it without building anything.
    private static func decodedValue(of type: ResolvedType, in id: TypeID, values: ValueExpressions, codability: Codability) -> SlotValue {
        if case .standard(let name, _) = type, ValueExpressions.emptyLiteral[name] != nil {
            return .options([ValueOption(expression: "", needs: [])])
        }
        let decodedByItself = ValueOption(expression: "", needs: [])
        // A standard type of standard types needs nothing of the inputs.
        if case .standard = type, !type.mentions(where: { _ in true }) { return .options([decodedByItself]) }
        // A type of the inputs is decoded through its own `init(from:)` when it has no
        // factory, unless that may stop on a made-up value. One that would get a decoding
        // candidate of its own lacks a factory only because that candidate fails: decoding it
        // reaches a field that stops (`Node.path` decoded through a `FilePath` whose
        // `init(from:)` throws on ""), so its factory is the only way.
        var decodes = true
        if case .user(let field, _) = type {
            decodes = codability.isDecodable(field) && codability.decodingStop(of: field) == nil
                && !getsDecodingCandidate(field, table: values.table)
        }
        switch values.value(of: type, in: id) {
        case .options(let options):
            return .options(decodes ? [options[0], decodedByItself] : [options[0]])
        case .failure(let kind, let spelled):
            // A type from outside the inputs cannot be provided, but its `Decodable`
            // conformance decodes it: a synthesized one could not exist otherwise.
            return decodes ? .options([decodedByItself]) : .failure(kind, spelling: spelled)
        }
    }

    /// Whether a decodable type without a stop of its own gets a decoding candidate, which the
    /// solver weighs with its other constructions: a struct or class the test module can name.
    private static func getsDecodingCandidate(_ id: TypeID, table: SymbolTable) -> Bool {
        let node = table[id]
        return (node.kind == .struct || node.kind == .class) && node.effectiveAccess >= .internal
    }
}
