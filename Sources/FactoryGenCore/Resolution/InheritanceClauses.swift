extension SymbolTable {
    /// Every inheritance clause of `id`, its body's and its extensions', each with the context
    /// it resolves in; `unconditionally` leaves out those of extensions under a `where` clause
    /// or an `#if`. An extension marked unavailable everywhere conforms to nothing.
    ///
    /// Each clause is one protocol or class: a composition (`struct Person: Codable & Hashable`)
    /// is its parts, and so is a typealias of the inputs that names one (MaxHasADHD/TraktKit's
    /// `typealias TraktObject = Codable & Hashable & Sendable`, which most of its models
    /// conform to), or that names a standard protocol (`typealias Model = Codable`). Read as
    /// one clause, a composition holding a standard protocol resolves to no protocol of the
    /// inputs, and an alias's name is no standard one: the type was not found `Decodable` (a
    /// struct whose only initializer is `init(from:)` was skipped), `Sendable`, or a conformer
    /// of the composition's protocols of the inputs.
    func inheritanceClauses(of id: TypeID, unconditionally: Bool = false) -> [(TypeSyntax, LookupContext)] {
        let node = nodes[id.index]
        var clauses: [(TypeSyntax, LookupContext)] = []
        clauses.reserveCapacity(node.declaration.inheritedTypes.count)
        for clause in node.declaration.inheritedTypes { appendClause(clause, in: node.context, to: &clauses, depth: 0) }
        // By index: an extension copied out of the array retained each of its fields.
        for index in node.extensions.indices
        where !unconditionally || (node.extensions[index].genericRequirements.isEmpty && node.extensions[index].condition == nil) {
            // `@available(*, unavailable) extension Handler: Sendable {}` says the type does
            // not conform: a use of the conformance is an error (apple/swift-nio's handlers).
            if !node.extensions[index].attributes.isEmpty, node.extensions[index].attributes.contains(where: \.isUnavailable) { continue }
            let context = extensionContext(of: id, at: index)
            for clause in node.extensions[index].inheritedTypes { appendClause(clause, in: context, to: &clauses, depth: 0) }
        }
        return clauses
    }

    /// The inheritance clauses of `id`'s own declaration, read as ``inheritanceClauses(of:unconditionally:)``
    /// reads them; its extensions' are left out.
    func declarationInheritanceClauses(of id: TypeID) -> [(TypeSyntax, LookupContext)] {
        let node = nodes[id.index]
        var clauses: [(TypeSyntax, LookupContext)] = []
        for clause in node.declaration.inheritedTypes { appendClause(clause, in: node.context, to: &clauses, depth: 0) }
        return clauses
    }

    private func appendClause(_ clause: TypeSyntax, in context: LookupContext, to clauses: inout [(TypeSyntax, LookupContext)], depth: Int) {
        guard depth < 8 else { clauses.append((clause, context)); return }
        switch clause {
        case .composition(let parts):
            for part in parts { appendClause(part, in: context, to: &clauses, depth: depth + 1) }
        case .nominal(let components) where components.count == 1 && components[0].genericArguments.isEmpty:
            guard protocolAliasNames.contains(components[0].name), let alias = protocolAlias(named: components[0].name, in: context) else {
                clauses.append((clause, context))
                return
            }
            appendClause(alias.declaration.target, in: alias.context, to: &clauses, depth: depth + 1)
        default:
            clauses.append((clause, context))
        }
    }

    /// The typealias of the inputs `name` finds in `context` when it names a composition or a
    /// standard name (one no scope of the inputs declares), which is what an inheritance clause
    /// can mean by it; `nil` for any other name. An alias of a type of the inputs is left as
    /// written: lookup follows it, with a generic one's arguments and a protocol's own
    /// aliases' conformer (``NameLookup/aliasSubstitutions(_:conformer:)``).
    private func protocolAlias(named name: String, in context: LookupContext) -> AliasNode? {
        guard case .alias(let aliasID)? = lookupUnqualified(name, in: context) else { return nil }
        let alias = aliases[aliasID.index]
        guard alias.declaration.genericParameters.isEmpty else { return nil }
        if let owner = alias.owner, nodes[owner.index].kind == .protocol { return nil }
        switch alias.declaration.target {
        case .composition: return alias
        case .nominal(let components) where components.count == 1 && components[0].genericArguments.isEmpty:
            switch lookupUnqualified(components[0].name, in: alias.context) {
            case nil, .alias?: return alias
            case .type?: return nil
            }
        default: return nil
        }
    }
}

extension AliasNode {
    /// Whether an inheritance clause may follow it to what it names: a non-generic alias of a
    /// composition or of a single name, outside a protocol (see
    /// ``SymbolTable/inheritanceClauses(of:unconditionally:)``).
    var mayNameProtocols: Bool {
        guard declaration.genericParameters.isEmpty else { return false }
        switch declaration.target {
        case .composition: return true
        case .nominal(let components): return components.count == 1 && components[0].genericArguments.isEmpty
        default: return false
        }
    }
}
