/// The configuration's `defaults:` matched to the input types: whole-type defaults become the
/// type's only construction, property defaults the value of the argument that initializes the
/// property. A key that names no type or property, and a default the chosen construction does
/// not use, is an error at its line in `.factory.yml`.
///
/// A default's value is the user's Swift, written into the generated file as is with a comment
/// pointing back to its entry (`"Ihara" /* .factory.yml:3 */`): the compiler checks it there.
/// It builds nothing the resolver knows of, so it also ends a cycle and makes a type that
/// could not be provided providable.
struct ConfiguredDefaults {
    /// Per type, the default for the whole type.
    private var wholeType: [TypeID: ConfiguredDefault] = [:]
    /// Per type, the property defaults, in the order written.
    private var properties: [TypeID: [(name: String, entry: ConfiguredDefault)]] = [:]
    /// Entries whose property was reported unknown: their use is not checked again.
    private var unknown: Set<SourceLocation> = []
    private(set) var diagnostics: [Diagnostic] = []

    init(_ defaults: [ConfiguredDefault], table: SymbolTable) {
        guard !defaults.isEmpty else { return }
        // The first of several types with one name, in input order, as lookups find it.
        var byName: [String: TypeID] = [:]
        for id in table.allIDs where table[id].kind != .protocol && !table.isContext(id) {
            let name = table[id].qualifiedName
            if byName[name] == nil { byName[name] = id }
        }
        for entry in defaults {
            let components = entry.key.split(separator: ".").map { String($0.hasPrefix("`") ? $0.dropFirst().dropLast() : $0) }
            var forms = [components]
            // `App.User.name`: the module may qualify the type.
            if components.count > 1, table.userModules.contains(components[0]) { forms.append(Array(components.dropFirst())) }
            var matched = false
            for form in forms {
                if let id = byName[form.joined(separator: ".")] {
                    if let earlier = wholeType[id] {
                        diagnostics.append(.error("'\(entry.key)' already has a default, at line \(earlier.location.line)", at: entry.location))
                    } else {
                        wholeType[id] = entry
                    }
                    matched = true
                    break
                }
                if form.count > 1, let id = byName[form.dropLast().joined(separator: ".")] {
                    let name = form[form.count - 1]
                    if let earlier = properties[id]?.first(where: { $0.name == name }) {
                        diagnostics.append(.error("'\(entry.key)' already has a default, at line \(earlier.entry.location.line)", at: entry.location))
                    } else {
                        properties[id, default: []].append((name, entry))
                    }
                    matched = true
                    break
                }
            }
            if !matched { diagnostics.append(.error(Self.unknownType(entry.key, known: byName.keys), at: entry.location)) }
        }
    }

    private static func unknownType(_ key: String, known: Dictionary<String, TypeID>.Keys) -> String {
        let parts = key.split(separator: ".")
        let typePart = parts.count > 1 ? parts.dropLast().joined(separator: ".") : key
        // The key may be a misspelled type (`Usr`) or a property of one (`Usr.name`).
        let asType = EditDistance.closest(to: key, among: known)
        let asOwner = parts.count > 1 ? EditDistance.closest(to: typePart, among: known) : nil
        let suggestion: String? = switch (asType, asOwner) {
        case let (type?, owner?): type.distance <= owner.distance ? type.name : owner.name + "." + parts[parts.count - 1]
        case let (type?, nil): type.name
        case let (nil, owner?): owner.name + "." + parts[parts.count - 1]
        case (nil, nil): nil
        }
        let what = parts.count > 1 ? "'\(key)' names no type of the inputs, nor a property of one" : "'\(key)' names no type of the inputs"
        return what + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    }

    /// The property defaults of `id` as argument values, by property name.
    func options(for id: TypeID) -> [String: ValueOption] {
        guard let entries = properties[id] else { return [:] }
        var options: [String: ValueOption] = [:]
        for (name, entry) in entries where options[name] == nil {
            options[name] = ValueOption(expression: entry.expression + " /* " + entry.reference + " */", needs: [])
        }
        return options
    }

    /// The construction a whole-type default gives `id`: the expression itself, typed for a
    /// class (its `provide()` may cast it to `Self`, which leaves `.shared` no type to look in).
    func candidate(for id: TypeID, table: SymbolTable, selfType: String) -> Candidate? {
        guard let entry = wholeType[id] else { return nil }
        let value = table[id].kind == .class ? "(" + entry.expression + " as " + selfType + ")" : entry.expression
        return Candidate(callee: value + " /* " + entry.reference + " */", slots: [], hasParentheses: false,
                         origin: "the default at " + entry.reference)
    }

    /// Reports property defaults whose name `id` does not have; `properties` and `callable`
    /// are what ``TypeFactsBuilder`` found for it.
    mutating func checkNames(of id: TypeID, table: SymbolTable, properties stored: [StoredProperty], callable: [CallableInitializer]) {
        guard let entries = properties[id] else { return }
        let node = table[id]
        for (name, entry) in entries {
            if node.kind == .enum {
                let cases = node.declaration.members.cases.map(\.name)
                let hint = cases.contains(name)
                    ? "; did you mean '\(node.qualifiedName): .\(name)'?"
                    : "; give the whole type a default, such as '\(node.qualifiedName): .\(cases.first ?? "someCase")'"
                diagnostics.append(.error("'\(entry.key)': '\(node.qualifiedName)' is an enum, whose cases have no properties\(hint)", at: entry.location))
                unknown.insert(entry.location)
                continue
            }
            var known = stored.map(\.name)
            for initializer in callable {
                for parameter in initializer.declaration.parameters {
                    known += [parameter.label, parameter.name].compactMap { $0 }
                }
            }
            guard !known.contains(name) else { continue }
            let hint = EditDistance.closest(to: name, among: known).map { "; did you mean '\(node.qualifiedName).\($0.name)'?" } ?? ""
            diagnostics.append(.error("'\(node.qualifiedName)' has no property '\(name)'\(hint)", at: entry.location))
            unknown.insert(entry.location)
        }
    }

    /// Reports the defaults that the generated file does not use: the type conforms by hand,
    /// gets no factory at all, or is built with a construction that does not take the property.
    mutating func checkUse(table: SymbolTable, facts: [TypeFacts], solver: ProvidabilitySolver) {
        for (id, entry) in wholeType.sorted(by: { $0.value.location < $1.value.location }) {
            let name = table[id].qualifiedName
            if facts[id.index].isUserProvidable {
                diagnostics.append(.error(Self.handWritten(name), at: entry.location))
            } else if solver.selections[id.index] == nil {
                let reason = facts[id.index].intrinsicProblem.map { ": it " + $0 } ?? ""
                diagnostics.append(.error("the default of '\(name)' is not used: '\(name)' gets no factory\(reason)", at: entry.location))
            }
        }
        for (id, entries) in properties.sorted(by: { $0.key.index < $1.key.index }) {
            let name = table[id].qualifiedName
            for (property, entry) in entries where !unknown.contains(entry.location) {
                if facts[id.index].isUserProvidable {
                    diagnostics.append(.error(Self.handWritten(name), at: entry.location))
                    continue
                }
                // A type without a factory already has its warning, which says why.
                guard let selection = solver.selections[id.index] else { continue }
                let chosen = facts[id.index].candidates[selection.candidate]
                guard !chosen.passedSlots.contains(where: { $0.defaulted == property }) else { continue }
                let takes = chosen.passedSlots.compactMap { $0.property ?? $0.label }
                let taken = takes.isEmpty ? "takes no argument" : "takes " + takes.map { "'\($0)'" }.joined(separator: ", ")
                diagnostics.append(.error(
                    "'\(name)' is built with \(chosen.origin), which does not take '\(property)' (it \(taken)), so this default is not used",
                    at: entry.location))
            }
        }
    }

    private static func handWritten(_ name: String) -> String {
        "'\(name)' already conforms to Providable (written by hand or inherited), so this default is not used; change that conformance instead"
    }
}
