extension ResolvedType {
    /// Whether two types are the same type in this build. A typealias only one of whose `#if`
    /// branches is known here is written by its own name, as another platform's build compiles
    /// another branch (`#if os(Windows) typealias Descriptor = HANDLE #else … = CInt`), but here it
    /// is that branch's type: an initializer taking a `Descriptor` sets a field written `CInt`.
    static func sameHere(_ first: ResolvedType?, _ second: ResolvedType) -> Bool {
        guard let first else { return false }
        if first == second { return true }
        guard first.mentionsConditionalAlias || second.mentionsConditionalAlias else { return false }
        return first.withKnownAliasesExpanded == second.withKnownAliasesExpanded
    }

    /// Looked at before anything is rebuilt: most types compared hold no such alias.
    private var mentionsConditionalAlias: Bool {
        switch self {
        case .conditionalAlias:
            return true
        case .user(_, let arguments), .standard(_, let arguments), .foreign(_, let arguments), .constrainedExistential(_, let arguments):
            return arguments.contains { $0.mentionsConditionalAlias }
        case .tuple(let elements):
            return elements.contains { $0.type.mentionsConditionalAlias }
        case .metatype(let base), .member(let base, _):
            return base.mentionsConditionalAlias
        case .genericParameter, .function, .existential, .standardExistential, .unprovidable:
            return false
        }
    }

    /// The type with each such alias replaced by its known branch; function types are kept as
    /// they are, as a rebuild never compares them.
    private var withKnownAliasesExpanded: ResolvedType {
        switch self {
        case .user(let id, let arguments):
            return .user(id, arguments: arguments.map(\.withKnownAliasesExpanded))
        case .standard(let name, let arguments):
            return .standard(name, arguments: arguments.map(\.withKnownAliasesExpanded))
        case .foreign(let name, let arguments):
            return .foreign(name, arguments: arguments.map(\.withKnownAliasesExpanded))
        case .constrainedExistential(let id, let arguments):
            return .constrainedExistential(id, arguments: arguments.map(\.withKnownAliasesExpanded))
        case .tuple(let elements):
            return .tuple(elements.map { ResolvedTupleElement(label: $0.label, type: $0.type.withKnownAliasesExpanded) })
        case .metatype(let base):
            return .metatype(base.withKnownAliasesExpanded)
        case .member(let base, let name):
            return .member(base.withKnownAliasesExpanded, name: name)
        case .conditionalAlias(let alias):
            guard alias.branches.count == 1 else { return self }
            switch alias.branches[0] {
            case .foreign, .unprovidable: return self
            default: return alias.branches[0].withKnownAliasesExpanded
            }
        case .genericParameter, .function, .existential, .standardExistential, .unprovidable:
            return self
        }
    }
}
