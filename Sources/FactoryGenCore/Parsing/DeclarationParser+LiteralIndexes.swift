/// Reading where an initializer that cannot fail indexes one of its parameters by an integer
/// literal.
extension DeclarationParser {
    /// What the body's literal indexes into its parameters ask of a made-up argument.
    struct LiteralIndexes {
        /// The first such index: where the initializer may trap.
        var first: SourceLocation
        /// For each parameter indexed so, the fewest elements that reach every index
        /// (`pair[1]` asks for 2), as a count check would.
        var counts: [CountCheck]
    }

    /// The indexes by an integer literal into `parameters` in the body `start..<end`, outside
    /// closures (`pair[0]`, `pair[1]`, the parameter by its own name, not `self.pair`): a
    /// made-up array is empty or holds one element, so such an index traps on it, as a split
    /// line handed over in pieces (`init(halves: [String]) { left = halves[0] … }`) does. A
    /// parameter whose count or emptiness the body reads is taken as guarded (`pair.count > 1 ?
    /// pair[1] : ""`) and left out, as is a dictionary, whose subscript gives an optional.
    /// Indexes into what the body made itself (`parts[0]` of a split) are not read: most are
    /// guarded, and a note on each would be noise.
    mutating func literalIndexes(of parameters: [Parameter], from start: Int, to end: Int) -> LiteralIndexes? {
        let names = parameters.compactMap { parameter -> String? in
            if case .dictionary = parameter.type { return nil }
            return parameter.name ?? parameter.label
        }
        guard !names.isEmpty else { return nil }
        var first: SourceLocation?
        var counts: [CountCheck] = []
        // From each `[` on: a body has few, and most are no index by a literal.
        for position in (start + 1)..<end where token(at: position).kind == .leftBracket {
            guard position + 2 < end, token(at: position + 1).kind == .number, token(at: position + 2).kind == .rightBracket,
                  let literal = Int(String(name(of: token(at: position + 1)).filter { $0 != "_" })), literal < 4096 else { continue }
            // A `[` on a line of its own opens an array literal.
            let subscripted = token(at: position - 1)
            guard subscripted.kind == .identifier, !token(at: position).hasNewlineBefore, token(at: position - 2).kind != .period,
                  let parameter = names.first(where: { isNamed(subscripted, $0) }),
                  !isInClosure(position, bodyStart: start), !readsSize(of: parameter, from: start, to: end) else { continue }
            if first == nil { first = location(of: subscripted) }
            if let index = counts.firstIndex(where: { $0.parameter == parameter }) {
                counts[index].count = max(counts[index].count, literal + 1)
            } else {
                counts.append(CountCheck(parameter: parameter, count: literal + 1))
            }
        }
        return first.map { LiteralIndexes(first: $0, counts: counts) }
    }

    /// Whether the body reads `parameter.count`, `.isEmpty` or `.indices`, as a guard of its
    /// indexes does; not inside a `precondition(…)` or `assert(…)`, which traps rather than
    /// guards (its count is a count check, which the index's count adds to).
    private func readsSize(of parameter: String, from start: Int, to end: Int) -> Bool {
        var position = start
        while position + 2 < end {
            let candidate = token(at: position)
            if isWord(candidate, "precondition") || isWord(candidate, "assert"), token(at: position + 1).kind == .leftParen {
                position = endOfGroup(at: position + 1, before: end)
                continue
            }
            position += 1
            guard candidate.kind == .identifier, token(at: position).kind == .period, isNamed(candidate, parameter) else { continue }
            let member = token(at: position + 1)
            if isWord(member, "count") || isWord(member, "isEmpty") || isWord(member, "indices") { return true }
        }
        return false
    }

    /// `checks` with what `indexes` ask for: a parameter already checked against a literal
    /// takes the larger count, one checked against a constant keeps that check.
    static func merging(_ indexes: LiteralIndexes?, into checks: [CountCheck]) -> [CountCheck] {
        guard let indexes else { return checks }
        var merged = checks
        for asked in indexes.counts {
            if let index = merged.firstIndex(where: { $0.parameter == asked.parameter }) {
                if merged[index].constant == nil { merged[index].count = max(merged[index].count, asked.count) }
            } else {
                merged.append(asked)
            }
        }
        return merged
    }
}
