/// The enum cases whose payload needs a generic parameter of the enum to be `Sendable` where the
/// enum does not say it is. Swift infers such a requirement for the case alone: in
/// `enum First<Bytes: Chunk> { case opened(Stream<Part<Bytes>>.Cursor) }`, with
/// `struct Stream<Element: Sendable>` and `extension Part: Sendable where Bytes: Sendable`, the
/// enum compiles, but `.opened(…)` and a pattern of it only where `Bytes: Sendable`, which
/// neither a conformance to `Providable` (a conditional conformance cannot depend on a marker
/// protocol) nor the optics' extension says. Such a case is not built and gets no prism, with a
/// note (grpc/grpc-swift-2's `ClientStreamExecutor.OnFirstResponsePart`).
///
/// Conservative: an argument that needs to be `Sendable` and names a parameter the enum does not
/// declare `Sendable` counts unless it is a type of the inputs that says it is `Sendable`
/// without condition.
struct SendablePayloads {
    let table: SymbolTable
    let lookup: NameLookup

    /// The generic parameters of enum `id` that `payload` needs to be `Sendable` and that the
    /// enum does not declare so, in the order met; empty for a non-generic enum.
    func undeclaredParameters(of payload: [Parameter], in id: TypeID) -> [String] {
        let parameters = table.genericParametersInScope(of: id)
        // Most enums are not generic, and most generic ones hold nothing that asks this.
        guard !parameters.isEmpty, !payload.isEmpty else { return [] }
        let declared = sendableParameters(of: id)
        let open = Set(parameters.indices.filter { !declared[$0] }.map { parameters[$0] })
        guard !open.isEmpty else { return [] }
        var found: [String] = []
        for value in payload { visit(lookup.resolve(value.type, in: table[id].context), open: open, into: &found) }
        return found
    }

    /// Walks `type` for generic types of the inputs whose parameter must be `Sendable`, and
    /// collects the parameters in `open` that the argument there names.
    private func visit(_ type: ResolvedType, open: Set<String>, into found: inout [String]) {
        switch type {
        case .user(let id, let arguments):
            guard !arguments.isEmpty else { return }
            let needsSendable = sendableParameters(of: id)
            for (position, argument) in arguments.enumerated() {
                if position < needsSendable.count, needsSendable[position], !isSendableWithoutCondition(argument) {
                    var named: [String] = []
                    argument.genericParameterNames(into: &named, throughFunctions: true)
                    for name in named where open.contains(name) && !found.contains(name) { found.append(name) }
                }
                visit(argument, open: open, into: &found)
            }
        case .standard(_, let arguments), .foreign(_, let arguments), .constrainedExistential(_, let arguments):
            for argument in arguments { visit(argument, open: open, into: &found) }
        case .tuple(let elements):
            for element in elements { visit(element.type, open: open, into: &found) }
        case .metatype(let base), .member(let base, _):
            visit(base, open: open, into: &found)
        case .function, .genericParameter, .existential, .standardExistential, .unprovidable, .conditionalAlias:
            break
        }
    }

    /// A type of the inputs whose own clauses, or an unconstrained extension's, say `Sendable`.
    private func isSendableWithoutCondition(_ type: ResolvedType) -> Bool {
        guard case .user(let id, _) = type else { return false }
        return table.inheritanceClauses(of: id, unconditionally: true).contains { MarkerConformance.states($0.0, "Sendable") }
    }

    /// For each generic parameter in scope of `id` (its parents' first): whether its
    /// declaration requires it to be `Sendable`, inline (`Element: Sendable`, or a protocol of
    /// the inputs that refines it) or in the declaration's `where` clause.
    private func sendableParameters(of id: TypeID) -> [Bool] {
        var chain: [TypeID] = []
        var current: TypeID? = id
        while let type = current {
            chain.append(type)
            current = table[type].parent
        }
        var flags: [Bool] = []
        for type in chain.reversed() {
            let declaration = table[type].declaration
            for parameter in declaration.genericParameters {
                let inline = parameter.constraint.map { requiresSendable($0, in: table[type].context) } ?? false
                let stated = declaration.genericRequirements.contains { requirement in
                    guard requirement.relation == .conformance, case .nominal(let components) = requirement.left,
                          components.count == 1, components[0].name == parameter.name else { return false }
                    return requiresSendable(requirement.right, in: table[type].context)
                }
                flags.append(inline || stated)
            }
        }
        return flags
    }

    /// Whether a constraint says `Sendable`, itself or through a protocol of the inputs that
    /// refines it (`SafeChunk: Chunk, Sendable`, or a protocol refining that one).
    private func requiresSendable(_ constraint: TypeSyntax, in context: LookupContext, depth: Int = 0) -> Bool {
        if MarkerConformance.states(constraint, "Sendable") { return true }
        guard depth < 8, case .existential(let protocols, let markers) = lookup.resolve(constraint, in: context) else { return false }
        return markers.contains("Sendable") || protocols.contains { id in
            table.inheritanceClauses(of: id).contains { requiresSendable($0.0, in: $0.1, depth: depth + 1) }
        }
    }
}
