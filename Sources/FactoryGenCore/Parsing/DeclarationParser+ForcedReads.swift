/// Reading where an initializer forces a value out of what an argument holds.
extension DeclarationParser {
    /// The first place in the body `start..<end` that forces a value out of one of
    /// `parameters` by subscript, `fields["label"]!` or `fields["label"] as! String`, or casts
    /// one by force, `json as! [String: Any]`. A made-up argument holds no such key (a provided
    /// dictionary is empty, or holds `""`), nor is an `Any` the type it is cast to (it is the
    /// provided `""`), so the initializer would trap whatever it is passed: pre-`Codable`
    /// models built from JSON dictionaries read them so.
    mutating func firstForcedArgumentRead(_ parameters: [Parameter], from start: Int, to end: Int) -> SourceLocation? {
        guard !parameters.isEmpty else { return nil }
        // From each `!` back, not from each name forward: a body has few `!`, and most have none.
        for position in start..<end where token(at: position).kind == .postfixExclamation {
            var close = position - 1
            if isWord(token(at: close), "as") {
                close -= 1
                let cast = token(at: close)
                if close > start, cast.kind == .identifier, token(at: close - 1).kind != .period,
                   parameters.contains(where: { isNamed(cast, ($0.name ?? $0.label) ?? "") }) {
                    return location(of: cast)
                }
            }
            guard close > start, token(at: close).kind == .rightBracket, let open = openingBracket(before: close, after: start),
                  open > start else { continue }
            let subscripted = token(at: open - 1)
            // A parameter's own name, not a member named like it (`self.fields`, `other.fields`).
            guard subscripted.kind == .identifier, open - 1 == start || token(at: open - 2).kind != .period,
                  parameters.contains(where: { isNamed(subscripted, ($0.name ?? $0.label) ?? "") }) else { continue }
            return location(of: subscripted)
        }
        return nil
    }

    /// The position of the `[` that the `]` at `close` closes, or `nil` when none after `start` does.
    private func openingBracket(before close: Int, after start: Int) -> Int? {
        var depth = 0
        var position = close
        while position > start {
            switch token(at: position).kind {
            case .rightBracket, .rightParen, .rightBrace: depth += 1
            case .leftBracket, .leftParen, .leftBrace:
                depth -= 1
                if depth == 0 { return position }
            default: break
            }
            position -= 1
        }
        return nil
    }

    /// Whether `token` spells `name`, compared as bytes rather than made into a string.
    func isNamed(_ token: Lexer.Token, _ name: String) -> Bool {
        let range = token.textRange
        var name = name
        return name.withUTF8 { bytes in
            bytes.count == range.count && memcmpBytes(text + range.lowerBound, bytes.baseAddress!, bytes.count)
        }
    }
}
