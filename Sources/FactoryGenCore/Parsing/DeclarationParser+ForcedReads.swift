/// Reading where an initializer forces a value out of what an argument holds.
extension DeclarationParser {
    /// The first place in the body `start..<end` that forces a value out of one of
    /// `parameters` by subscript: `fields["label"]!` or `fields["label"] as! String`. A made-up
    /// argument holds no such key (a provided dictionary is empty, or holds `""`), so the
    /// initializer would trap whatever it is passed: pre-`Codable` models built from JSON
    /// dictionaries read them so.
    mutating func firstForcedArgumentRead(_ parameters: [Parameter], from start: Int, to end: Int) -> SourceLocation? {
        let names = Set(parameters.compactMap { $0.name ?? $0.label })
        guard !names.isEmpty else { return nil }
        var position = start
        while position + 1 < end {
            defer { position += 1 }
            let candidate = token(at: position)
            // A parameter's own name, not a member named like it (`self.fields`, `other.fields`).
            guard candidate.kind == .identifier, token(at: position + 1).kind == .leftBracket,
                  position == start || token(at: position - 1).kind != .period, names.contains(name(of: candidate)) else { continue }
            guard let close = closingBracket(after: position + 1, before: end) else { return nil }
            let next = token(at: close + 1)
            if next.kind == .postfixExclamation || isWord(next, "as") && token(at: close + 2).kind == .postfixExclamation {
                return location(of: candidate)
            }
        }
        return nil
    }

    /// The position of the `]` that closes the `[` at `open`, or `nil` when the body ends first.
    private func closingBracket(after open: Int, before end: Int) -> Int? {
        var depth = 0
        var position = open
        while position < end {
            switch token(at: position).kind {
            case .leftBracket, .leftParen, .leftBrace: depth += 1
            case .rightBracket, .rightParen, .rightBrace:
                depth -= 1
                if depth == 0 { return position }
            default: break
            }
            position += 1
        }
        return nil
    }
}
