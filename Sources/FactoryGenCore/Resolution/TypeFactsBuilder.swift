/// Collects, once per type, its stored properties, callable initializers and candidate
/// constructions (see `MemberwiseInitializer`, `InitializerChoice`, `CaseChoice`).
struct TypeFactsBuilder {
    let table: SymbolTable
    let lookup: NameLookup
    let witnesses: ProtocolWitnesses
    let values: ValueExpressions

    struct Output {
        var facts: TypeFacts
        var properties: [StoredProperty]
        var callable: [CallableInitializer]
    }

    func build(_ id: TypeID) -> Output {
        let node = table[id]
        var facts = TypeFacts()
        facts.isUserProvidable = witnesses.userProvidable[id.index]
        guard node.kind != .protocol else {
            facts.isExcluded = true
            return Output(facts: facts, properties: [], callable: [])
        }
        let properties = node.kind == .enum ? [] : MemberwiseInitializer.storedProperties(of: id, table: table, lookup: lookup)
        let callable = node.kind == .enum ? [] : InitializerChoice.callableInitializers(of: id, properties: properties, table: table, lookup: lookup)
        if node.effectiveAccess < .internal {
            facts.isUserProvidable = false
            facts.intrinsicProblem = "is private or fileprivate, so the test module cannot see it"
            return Output(facts: facts, properties: properties, callable: callable)
        }
        if node.declaration.genericParameters.contains(where: \.isPack) {
            facts.intrinsicProblem = "has a parameter pack"
            return Output(facts: facts, properties: properties, callable: callable)
        }
        if facts.isUserProvidable { return Output(facts: facts, properties: properties, callable: callable) }
        let callee = values.spelling.qualifiedName(of: id)
        switch node.kind {
        case .enum:
            facts.candidates = CaseChoice.candidates(of: id, table: table, lookup: lookup, values: values)
            if facts.candidates.isEmpty {
                facts.isNamespace = node.declaration.members.cases.isEmpty
                facts.intrinsicProblem = facts.isNamespace ? "has no cases" : "has no case outside `#if`"
            }
        case .struct:
            switch MemberwiseInitializer.candidate(for: id, properties: properties, table: table, values: values, callee: callee) {
            case .success(let candidate): facts.candidates.append(candidate)
            case .failure(let problem): facts.intrinsicProblem = problem.description
            case nil: break
            }
            facts.candidates += callable.map {
                InitializerChoice.candidate($0, for: id, callee: callee, table: table, lookup: lookup, values: values)
            }
        case .class, .actor:
            // A class hierarchy's templates write one conformance, on its root, which
            // dispatches to each subclass's expression (adding `as! Self`): the plan keeps
            // every class's plain initializer call.
            facts.candidates = callable.map {
                InitializerChoice.candidate($0, for: id, callee: callee, table: table, lookup: lookup, values: values)
            }
        case .protocol:
            break
        }
        if facts.candidates.isEmpty, facts.intrinsicProblem == nil {
            facts.intrinsicProblem = "has no initializer the test module can call"
        }
        return Output(facts: facts, properties: properties, callable: callable)
    }
}
