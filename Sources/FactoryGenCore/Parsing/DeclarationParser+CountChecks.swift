/// Reading the counts and flags an initializer checks its parameters for.
extension DeclarationParser {
    /// The counts the body `start..<end` checks `parameters` for, at the top of a
    /// `precondition(…)`, `assert(…)` or `guard … else`: `bytes.count == 2`, `>= 2` or `> 1`,
    /// or the type's constant (`== Self.byteCount`), joined by `&&` or `,`. A made-up argument
    /// holds one element, and checks of a size (`precondition(key.count == 32)` in a key or
    /// digest type) reject it whatever it holds. Another form (`2 == bytes.count`,
    /// `!bytes.isEmpty`) is not read; a parameter checked twice against literals takes the
    /// larger count, and otherwise its first check.
    ///
    /// With them, the parameters checked as a whole condition, `flag` or `!flag`: a made-up
    /// `Bool` is `false`, which `precondition(variableTime)` rejects
    /// (apple/swift-homomorphic-encryption's `ReduceModulus`). The first check of each counts.
    ///
    /// With them too, the number parameters compared with an integer literal (`attempts > 1`,
    /// `1 < attempts`, `level != 0`), for the value that passes every such comparison read, or
    /// said equal to a static constant (`== ChaChaPoly.nonceByteCount`).
    ///
    /// With them too, the parameters checked to hold a member, `features.contains(.secure)`:
    /// a made-up option set or collection is empty (vapor/mysql-nio's `SSLRequest` asserts its
    /// capabilities contain `.CLIENT_SSL`).
    func parameterChecks(
        _ parameters: [Parameter], from start: Int, to end: Int
    ) -> (counts: [CountCheck], flags: [FlagCheck], numbers: [NumberCheck], members: [MemberCheck]) {
        let names = parameters.compactMap { $0.name ?? $0.label }
        guard !names.isEmpty else { return ([], [], [], []) }
        let numberNames = parameters.compactMap(\.checkableNumberName)
        var checks: [CountCheck] = []
        var flags: [FlagCheck] = []
        var members: [MemberCheck] = []
        var bounds: [(parameter: String, bounds: NumberBounds, constant: String?)] = []
        var position = start
        while position < end {
            let candidate = token(at: position)
            position += 1
            let isCall = isWord(candidate, "precondition") || isWord(candidate, "assert")
            guard (isCall && token(at: position).kind == .leftParen) || isWord(candidate, "guard") else { continue }
            var next = isCall ? position + 1 : position
            while next < end {
                let after: Int
                if let (check, end) = countComparison(at: next, names: names) {
                    if let index = checks.firstIndex(where: { $0.parameter == check.parameter }) {
                        if checks[index].constant == nil, check.constant == nil { checks[index].count = max(checks[index].count, check.count) }
                    } else {
                        checks.append(check)
                    }
                    after = end
                } else if !numberNames.isEmpty, let (parameter, comparison, end) = numberComparison(at: next, names: numberNames) {
                    if let index = bounds.firstIndex(where: { $0.parameter == parameter }) {
                        bounds[index].bounds.add(comparison)
                    } else {
                        var added = NumberBounds()
                        added.add(comparison)
                        bounds.append((parameter, added, nil))
                    }
                    after = end
                } else if !numberNames.isEmpty, let (parameter, constant, end) = numberConstantEquality(at: next, names: numberNames) {
                    // `nonceByteCount == ChaChaPoly.nonceByteCount`: the constant's value, which
                    // the resolver reads, is the only one that passes.
                    if let index = bounds.firstIndex(where: { $0.parameter == parameter }) {
                        if bounds[index].constant == nil { bounds[index].constant = constant }
                    } else {
                        bounds.append((parameter, NumberBounds(), constant))
                    }
                    after = end
                } else if let (check, end) = memberCondition(at: next, names: names) {
                    if !members.contains(where: { $0.parameter == check.parameter }) { members.append(check) }
                    after = end
                } else if let (flag, end) = flagCondition(at: next, names: names) {
                    if !flags.contains(where: { $0.parameter == flag.parameter }) { flags.append(flag) }
                    after = end
                } else {
                    break
                }
                let joiner = token(at: after)
                guard joiner.kind == .comma || isOperator(joiner, "&&") else { break }
                next = after + 1
            }
            position = next
        }
        return (checks, flags, bounds.compactMap { entry in
            entry.bounds.passing.map { NumberCheck(parameter: entry.parameter, passes: $0, constant: entry.constant) }
        }, members)
    }

    /// `name.contains(.member)` at `position`, for one of `names`, standing as a whole condition
    /// (what follows ends it), and the position after it.
    private func memberCondition(at position: Int, names: [String]) -> (MemberCheck, next: Int)? {
        let subject = token(at: position)
        guard subject.kind == .identifier, !subject.flags.contains(.backticked), token(at: position + 1).kind == .period,
              isWord(token(at: position + 2), "contains"), token(at: position + 3).kind == .leftParen,
              token(at: position + 4).kind == .period, token(at: position + 5).kind == .identifier,
              token(at: position + 6).kind == .rightParen, position == 0 || token(at: position - 1).kind != .period else { return nil }
        let next = token(at: position + 7)
        guard next.kind == .rightParen || next.kind == .comma || isOperator(next, "&&") || isWord(next, "else") else { return nil }
        let name = self.name(of: subject)
        guard names.contains(name) else { return nil }
        return (MemberCheck(parameter: name, member: self.name(of: token(at: position + 5))), position + 7)
    }

    /// `flag` or `!flag` at `position`, one of `names` standing as a whole condition (what
    /// follows ends it: `)`, `,`, `&&` or a `guard`'s `else`), and the position after it.
    private func flagCondition(at position: Int, names: [String]) -> (FlagCheck, next: Int)? {
        let negated = isOperator(token(at: position), "!")
        let subject = token(at: negated ? position + 1 : position)
        guard subject.kind == .identifier, !subject.flags.contains(.backticked) else { return nil }
        let after = negated ? position + 2 : position + 1
        let next = token(at: after)
        guard next.kind == .rightParen || next.kind == .comma || isOperator(next, "&&") || isWord(next, "else") else { return nil }
        let name = self.name(of: subject)
        guard names.contains(name) else { return nil }
        return (FlagCheck(parameter: name, passes: !negated), after)
    }

    /// `name.count == 2`, `>= 2` or `> 1` (or `== Self.byteCount`) at `position`, for one of
    /// `names`, and the position after it.
    private func countComparison(at position: Int, names: [String]) -> (CountCheck, next: Int)? {
        let subject = token(at: position)
        guard subject.kind == .identifier, !subject.flags.contains(.backticked), token(at: position + 1).kind == .period,
              isWord(token(at: position + 2), "count"), position == 0 || token(at: position - 1).kind != .period else { return nil }
        let name = self.name(of: subject)
        guard names.contains(name) else { return nil }
        let comparison = token(at: position + 3)
        var operand = position + 4
        var surplus = 0
        switch comparison.kind {
        case .operator where isOperator(comparison, "=="):
            break
        case .rightAngle where token(at: operand).kind == .equal && !token(at: operand).hasSpaceBefore:
            operand += 1
        case .rightAngle:
            surplus = 1
        default:
            return nil
        }
        let literal = token(at: operand)
        // `Self.byteCount`, `Block.size`: a static constant, which the resolver reads.
        if literal.kind == .identifier, token(at: operand + 1).kind == .period, token(at: operand + 2).kind == .identifier,
           token(at: operand + 3).kind != .period, token(at: operand + 3).kind != .leftParen {
            let constant = self.name(of: literal) + "." + self.name(of: token(at: operand + 2))
            return (CountCheck(parameter: name, count: surplus, constant: constant), operand + 3)
        }
        // Past a few thousand, a made-up value of that size is no help to a test.
        guard literal.kind == .number, let count = Int(String(self.name(of: literal).filter { $0 != "_" })),
              count + surplus >= 1, count <= 4096 else { return nil }
        return (CountCheck(parameter: name, count: count + surplus), operand + 1)
    }
}
