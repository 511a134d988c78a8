/// Reading the comparisons of a number parameter with an integer literal that a check makes.
extension DeclarationParser {
    /// `name > 1`, `name >= 2`, `name < 8`, `name <= 8`, `name == 3`, `name != 0`, or the
    /// literal first (`1 < name`), at `position`, for one of `names`, ended by what ends a
    /// condition (`)`, `,`, `&&`, a `guard`'s `else`); and the position after it.
    func numberComparison(at position: Int, names: [String]) -> (String, NumberBounds.Comparison, next: Int)? {
        if let (literal, afterLiteral) = integerLiteral(at: position),
           let (relation, operand) = relation(at: afterLiteral),
           let name = parameterName(at: operand, names: names), endsCondition(operand + 1) {
            return (name, NumberBounds.Comparison(relation: relation.mirrored, literal: literal), operand + 1)
        }
        guard let name = parameterName(at: position, names: names), let (relation, operand) = relation(at: position + 1),
              let (literal, after) = integerLiteral(at: operand), endsCondition(after) else { return nil }
        return (name, NumberBounds.Comparison(relation: relation, literal: literal), after)
    }

    /// `name == Type.constant` or `name == Self.constant` at `position`, for one of `names`,
    /// ended as a comparison with a literal is: the constant as written, and the position after it.
    func numberConstantEquality(at position: Int, names: [String]) -> (String, constant: String, next: Int)? {
        guard let name = parameterName(at: position, names: names), isOperator(token(at: position + 1), "=="),
              token(at: position + 2).kind == .identifier, token(at: position + 3).kind == .period,
              token(at: position + 4).kind == .identifier, endsCondition(position + 5) else { return nil }
        return (name, self.name(of: token(at: position + 2)) + "." + self.name(of: token(at: position + 4)), position + 5)
    }

    /// For a failable initializer: what the number parameters must be for the `guard`s its
    /// body opens with to pass, when every condition of each is a comparison of one with an
    /// integer literal (`amount >= 0, amount <= 100`, `0 < port && port < 65536`) or a closed or
    /// half-open range of two holding one (`(0...1).contains(value)`), each `else` is `{ return
    /// nil }`, and what follows has no way to fail, nor an initializer call that may: given
    /// numbers that pass, the initializer returns a value, and `!` cannot trap. `nil` for any
    /// other body, and where no number of the parameter's type passes.
    mutating func numberGuards(of parameters: [Parameter], from start: Int, to end: Int) -> [NumberCheck]? {
        let typed = parameters.compactMap { parameter in parameter.checkableNumberName.map { ($0, parameter.type.description) } }
        guard !typed.isEmpty else { return nil }
        let names = typed.map(\.0)
        var bounds: [(parameter: String, bounds: NumberBounds)] = []
        func add(_ comparison: NumberBounds.Comparison, to parameter: String) {
            if let index = bounds.firstIndex(where: { $0.parameter == parameter }) {
                bounds[index].bounds.add(comparison)
            } else {
                var added = NumberBounds()
                added.add(comparison)
                bounds.append((parameter, added))
            }
        }
        var position = start + 1
        while isWord(token(at: position), "guard") {
            var next = position + 1
            while true {
                if let (name, comparison, after) = numberComparison(at: next, names: names) {
                    add(comparison, to: name)
                    next = after
                } else if let (name, comparisons, after) = rangeContains(at: next, names: names) {
                    comparisons.forEach { add($0, to: name) }
                    next = after
                } else {
                    return nil
                }
                let joiner = token(at: next)
                guard joiner.kind == .comma || isOperator(joiner, "&&") else { break }
                next += 1
            }
            guard isWord(token(at: next), "else"), token(at: next + 1).kind == .leftBrace, isWord(token(at: next + 2), "return"),
                  isWord(token(at: next + 3), "nil"), token(at: next + 4).kind == .rightBrace else { return nil }
            position = next + 5
        }
        guard !bounds.isEmpty, scanStops(from: position, to: end, .failable).first == nil,
              !yieldsNilImplicitly(from: position - 1, to: end), !callsAnInitializer(from: position, to: end) else { return nil }
        var checks: [NumberCheck] = []
        for (parameter, parameterBounds) in bounds {
            guard let passes = parameterBounds.passing, let type = typed.first(where: { $0.0 == parameter })?.1,
                  CheckedNumbers.fits(passes, type.hasPrefix("Swift.") ? String(type.dropFirst(6)) : type) else { return nil }
            checks.append(NumberCheck(parameter: parameter, passes: passes))
        }
        return checks
    }

    /// `(0...1).contains(name)` or `(1..<10).contains(name)` at `position`, for one of `names`,
    /// ended as a comparison is: the two comparisons it makes, and the position after it.
    private func rangeContains(at position: Int, names: [String]) -> (String, [NumberBounds.Comparison], next: Int)? {
        guard token(at: position).kind == .leftParen, let (low, afterLow) = integerLiteral(at: position + 1) else { return nil }
        let upper: NumberBounds.Relation
        var highStart = afterLow + 1
        if isOperator(token(at: afterLow), "...") {
            upper = .atMost
        } else if isOperator(token(at: afterLow), "..<") {
            upper = .below
        } else if isOperator(token(at: afterLow), ".."), token(at: afterLow + 1).kind == .leftAngle, !token(at: afterLow + 1).hasSpaceBefore {
            upper = .below
            highStart += 1
        } else {
            return nil
        }
        guard let (high, afterHigh) = integerLiteral(at: highStart), token(at: afterHigh).kind == .rightParen,
              token(at: afterHigh + 1).kind == .period, isWord(token(at: afterHigh + 2), "contains"),
              token(at: afterHigh + 3).kind == .leftParen, let name = parameterName(at: afterHigh + 4, names: names),
              token(at: afterHigh + 5).kind == .rightParen, endsCondition(afterHigh + 6) else { return nil }
        return (name, [NumberBounds.Comparison(relation: .atLeast, literal: low), NumberBounds.Comparison(relation: upper, literal: high)], afterHigh + 6)
    }

    private func parameterName(at position: Int, names: [String]) -> String? {
        let token = token(at: position)
        guard token.kind == .identifier, !token.flags.contains(.backticked), position == 0 || self.token(at: position - 1).kind != .period,
              self.token(at: position + 1).kind != .period else { return nil }
        let name = self.name(of: token)
        return names.contains(name) ? name : nil
    }

    /// `<`, `<=`, `>`, `>=`, `==` or `!=` at `position`, and the position of its right operand.
    private func relation(at position: Int) -> (NumberBounds.Relation, operand: Int)? {
        let token = token(at: position)
        let joinedEqual = self.token(at: position + 1).kind == .equal && !self.token(at: position + 1).hasSpaceBefore
        switch token.kind {
        case .leftAngle: return joinedEqual ? (.atMost, position + 2) : (.below, position + 1)
        case .rightAngle: return joinedEqual ? (.atLeast, position + 2) : (.above, position + 1)
        case .operator where isOperator(token, "=="): return (.equal, position + 1)
        case .operator where isOperator(token, "!="): return (.notEqual, position + 1)
        default: return nil
        }
    }

    /// A decimal integer literal, `-` before it or not, and the position after it.
    private func integerLiteral(at position: Int) -> (Int, next: Int)? {
        let negated = isOperator(token(at: position), "-") && !token(at: position + 1).hasSpaceBefore
        let literal = token(at: negated ? position + 1 : position)
        guard literal.kind == .number, let value = Int(String(name(of: literal).filter { $0 != "_" })),
              value.magnitude < 1 << 62 else { return nil }
        return (negated ? -value : value, negated ? position + 2 : position + 1)
    }

    private func endsCondition(_ position: Int) -> Bool {
        let token = token(at: position)
        return token.kind == .rightParen || token.kind == .comma || isOperator(token, "&&") || isWord(token, "else")
    }

    /// The number parameters of `parameters` that the body `start..<end` hands as they are to a
    /// function by its plain name or as `Self.name(…)`, each such call once: `try!
    /// checkAttempts(attempts)` or `Self.validate(level: level)`. Most name no helper (`min`).
    func passedNumbers(of parameters: [Parameter], from start: Int, to end: Int) -> [PassedNumber] {
        let names = parameters.compactMap(\.checkableNumberName)
        guard !names.isEmpty else { return [] }
        var passed: [PassedNumber] = []
        var position = start
        while position < end {
            let callee = token(at: position)
            position += 1
            guard callee.kind == .identifier, token(at: position).kind == .leftParen, !callee.flags.contains(.backticked) else { continue }
            if position >= start + 2, token(at: position - 2).kind == .period {
                guard position >= start + 3, isWord(token(at: position - 3), "Self") else { continue }
            }
            let function = name(of: callee)
            // The arguments at the call's own depth: `name` or `label: name`, each alone.
            var argument = 0
            var cursor = position + 1
            var depth = 0
            var argumentStart = cursor
            arguments: while cursor < end {
                let piece = token(at: cursor)
                switch piece.kind {
                case .leftParen, .leftBracket, .leftBrace: depth += 1
                case .rightParen where depth == 0, .comma where depth == 0:
                    var first = argumentStart
                    if token(at: first).kind == .identifier, token(at: first + 1).kind == .colon { first += 2 }
                    if first + 1 == cursor, let name = parameterName(at: first, names: names) {
                        let call = PassedNumber(function: function, position: argument, parameter: name)
                        if !passed.contains(call) { passed.append(call) }
                    }
                    if piece.kind == .rightParen { break arguments }
                    argument += 1
                    argumentStart = cursor + 1
                case .rightParen, .rightBracket, .rightBrace: depth -= 1
                default: break
                }
                cursor += 1
            }
        }
        return passed
    }
}

/// What the comparisons of one number with integer literals let through, and the value that
/// passes them all.
struct NumberBounds {
    enum Relation {
        case below, atMost, above, atLeast, equal, notEqual

        /// The relation with its operands swapped: `1 < x` is `x > 1`.
        var mirrored: Relation {
            switch self {
            case .below: .above
            case .atMost: .atLeast
            case .above: .below
            case .atLeast: .atMost
            case .equal, .notEqual: self
            }
        }
    }

    struct Comparison {
        var relation: Relation
        var literal: Int
    }

    private var lowest: Int?
    private var highest: Int?
    private var excluded: [Int] = []

    mutating func add(_ comparison: Comparison) {
        let literal = comparison.literal
        switch comparison.relation {
        case .below: highest = min(highest ?? .max, literal - 1)
        case .atMost: highest = min(highest ?? .max, literal)
        case .above: lowest = max(lowest ?? .min, literal + 1)
        case .atLeast: lowest = max(lowest ?? .min, literal)
        case .equal:
            lowest = max(lowest ?? .min, literal)
            highest = min(highest ?? .max, literal)
        case .notEqual: excluded.append(literal)
        }
    }

    /// The value closest to the made-up `1` that passes every comparison, or `nil` where none
    /// does.
    var passing: Int? {
        let low = lowest ?? .min, high = highest ?? .max
        guard low <= high else { return nil }
        let start = min(max(1, low), high)
        // Upwards past the excluded values, or else downwards.
        var value = start
        while excluded.contains(value), value < high { value += 1 }
        if !excluded.contains(value) { return value }
        value = start
        while excluded.contains(value), value > low { value -= 1 }
        guard !excluded.contains(value) else { return nil }
        return value
    }
}
