/// Builds a prism for every enum case:
/// - no payload: `Void`, pattern `.idle`, extracted `()`, embed `.idle`;
/// - one value: its type (label dropped), pattern `.loaded(let v0)`, extracted `v0`, embed
///   `.loaded(user: payload)` (label kept);
/// - several: a tuple keeping the labels, `(code: v0, message: v1)`, embed
///   `.failure(code: payload.code, message: payload.1)` (unlabelled values by position).
/// A case whose payload mentions a private type, or cannot exist (`Never`), gets no prism; nor
/// does one that no case pattern can match, overloaded by labels (``OverloadedCases``), nor one
/// that exists only where a parameter is `Sendable` (``SendablePayloads``): each gets a note.
///
/// The cases of an enum none of whose cases has a payload are matched with `==`
/// (``PrismPlan/matchesByEquality``): such an enum is `Equatable` without saying so, and
/// `Prism(case: .idle)` is a third of the type-checking of two closures. Not when the enum
/// writes its own `==`, which may not tell its cases apart, nor when it is isolated to a
/// global actor, whose `Equatable` conformance may then be isolated too.
///
/// A main-actor enum's prism whose payload needs a conformance isolated to the main actor
/// (`case tagged(Set<Tag>)`) runs there (``PrismPlan/isolatedToMainActor``).
final class PrismBuilding {
    let table: SymbolTable
    let lookup: NameLookup
    let spelling: Spelling
    let lenses: LensBuilding
    let deprecation: Deprecation
    let conformanceUses: IsolatedConformanceUses

    // A class for the reason ``LensBuilding`` is one.
    init(table: SymbolTable, lookup: NameLookup, spelling: Spelling, lenses: LensBuilding, deprecation: Deprecation, actors: [String?]) {
        self.table = table
        self.lookup = lookup
        self.spelling = spelling
        self.lenses = lenses
        self.deprecation = deprecation
        self.conformanceUses = IsolatedConformanceUses(actors: actors, table: table)
    }

    /// `isolated`: the enum is isolated to a global actor.
    func prisms(for id: TypeID, isolated: Bool = false, diagnostics: inout [Diagnostic]) -> [PrismPlan] {
        let node = table[id]
        guard node.kind == .enum else { return [] }
        let cases = node.declaration.members.cases
        let matchesByEquality = !isolated && !cases.indices.contains { !cases[$0].associatedValues.isEmpty } && !declaresEquality(node)
        // Only a main-actor enum's payloads are read for isolated conformances: most enums are not.
        let onMainActor = isolated && conformanceUses.actors[id.index] == "MainActor"
        let qualifiedName = node.qualifiedName
        let taken = lenses.staticMemberNames(of: id)
        let overloads = OverloadedCases(cases)
        var emitted: [String: [String?]] = Dictionary(minimumCapacity: cases.count)
        var prisms: [PrismPlan] = []
        prisms.reserveCapacity(cases.count)
        let sendable = SendablePayloads(table: table, lookup: lookup)
        // By index: a case copied out of the array retained each of its fields.
        for index in cases.indices {
            let payload = cases[index].associatedValues.map { lookup.resolve($0.type, in: node.context) }
            // A case that cannot exist needs no prism, and its `embed` would be code that
            // swiftc warns "will never be executed".
            guard !payload.contains(where: lenses.mentionsInaccessibleType), !payload.contains(where: isUninhabited),
                  !Deprecation.keepsOut(cases[index].attributes, of: id, table: table) else { continue }
            let name = "_" + cases[index].name
            if let reason = overloads.unmatchable(at: index, of: cases) {
                let fullName = cases[index].name + "(" + cases[index].associatedValues.map { ($0.label ?? "_") + ":" }.joinedBytes(separator: "") + ")"
                diagnostics.append(.note("no prism '\(name)' for '\(qualifiedName).\(fullName)': \(reason)", at: cases[index].location))
                continue
            }
            let undeclared = sendable.undeclaredParameters(of: cases[index].associatedValues, in: id)
            if !undeclared.isEmpty {
                let requirements = undeclared.map { $0 + ": Sendable" }.joinedBytes(separator: ", ")
                diagnostics.append(.note("no prism '\(name)' for '\(qualifiedName).\(cases[index].name)': its payload needs '\(requirements)', "
                    + "which '\(qualifiedName)' does not declare", at: cases[index].location))
                continue
            }
            let escapedName = Identifier.escaped(cases[index].name)
            let caseName = "." + escapedName
            let labels = cases[index].associatedValues.map(\.label)
            let bound = payload.indices.map { "v\($0)" }
            let payloadType: String
            let extracted: String
            let embedded: String
            switch payload.count {
            case 0:
                payloadType = "Void"
                extracted = "()"
                embedded = caseName
            case 1:
                payloadType = spelling.spell(payload[0], in: id)
                extracted = "v0"
                embedded = String(concatenating: caseName, "(", labels[0].map(Identifier.label) ?? "", labels[0] == nil ? "" : ": ", "payload)")
            default:
                payloadType = spelling.spell(.tuple(zip(labels, payload).map { ResolvedTupleElement(label: $0, type: $1) }), in: id)
                extracted = "(" + zip(labels, bound).map { label, value in (label.map { Identifier.label($0) + ": " } ?? "") + value }.joinedBytes(separator: ", ") + ")"
                let arguments = labels.enumerated().map { index, label in
                    (label.map { Identifier.label($0) + ": " } ?? "") + "payload." + (label.map(Identifier.escaped) ?? String(index))
                }
                embedded = String(concatenating: caseName, "(", arguments.joinedBytes(separator: ", "), ")")
            }
            let pattern = payload.isEmpty ? caseName : String(concatenating: caseName, "(", bound.map { "let " + $0 }.joinedBytes(separator: ", "), ")")
            if taken.contains(name) {
                diagnostics.append(.note("no prism '\(name)' for '\(qualifiedName).\(cases[index].name)': '\(qualifiedName)' already has a static member named '\(name)'", at: cases[index].location))
                continue
            }
            guard Self.insert(cases[index].condition, into: &emitted[name, default: []]) else {
                diagnostics.append(.note("no second prism '\(name)' for '\(qualifiedName).\(cases[index].name)': the name is taken", at: cases[index].location))
                continue
            }
            var prism = PrismPlan(
                name: name, caseName: escapedName, payloadType: payloadType, pattern: pattern,
                extractedValue: extracted, embedExpression: embedded, condition: cases[index].condition
            )
            prism.mentionsDeprecated = payload.contains(where: deprecation.mentionsDeprecated)
            prism.matchesByEquality = matchesByEquality
            prism.isolatedToMainActor = onMainActor && payload.contains(where: conformanceUses.needMainActor)
            prisms.append(consume prism) // Moved: a copy retained each of its strings.
        }
        return prisms
    }

    /// Whether the enum declares an `==` of its own, in its body or an extension.
    private func declaresEquality(_ node: TypeNode) -> Bool {
        // By index, as above: a declaration copied out of its array retains each of its fields.
        func declares(_ members: MemberList) -> Bool { members.functions.indices.contains { members.functions[$0].name == "==" } }
        return declares(node.declaration.members) || node.extensions.indices.contains { declares(node.extensions[$0].members) }
    }

    /// Whether no value of `type` can exist: `Never`, a caseless enum of the inputs, or a
    /// tuple holding one.
    private func isUninhabited(_ type: ResolvedType) -> Bool {
        switch type {
        case .unprovidable(.opaqueValue, let spelling): spelling == "Never" || spelling == "Swift.Never"
        case .user(let id, _): table[id].kind == .enum && table[id].declaration.members.cases.isEmpty
        case .tuple(let elements): elements.contains { isUninhabited($0.type) }
        default: false
        }
    }

    /// Adds `condition` to the conditions a prism name is emitted under, unless it is there: one
    /// lookup of the name, not one to check and one to add.
    private static func insert(_ condition: String?, into conditions: inout [String?]) -> Bool {
        guard !conditions.contains(condition) else { return false }
        conditions.append(condition)
        return true
    }
}
