/// Reading where an initializer forces a value out of what an argument holds.
extension DeclarationParser {
    /// The first place in the body `start..<end` that forces a value out of one of
    /// `parameters` by subscript, `fields["label"]!` or `fields["label"] as! String`, casts
    /// one by force, `json as! [String: Any]`, or forces the result of a free function passed
    /// one, `opendir(path)!` (``forcedFreeFunctionCall(closingAt:after:_:)``). A made-up argument holds no such key (a provided
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
            if close > start, token(at: close).kind == .rightParen, let call = forcedFreeFunctionCall(closingAt: close, after: start, parameters) {
                return call
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

    /// The callee of a free function's call that `close` ends and that is passed one of
    /// `parameters` as a whole argument, `opendir(path)!`: a function that returns an optional
    /// returns `nil` for some inputs (a directory that does not exist), and a made-up argument is
    /// such an input as likely as not. Not a type's initializer (`URL(string: link)!`, which a
    /// checked value may satisfy) nor a method (`path.first!`, `cache.value(for: key)!`).
    private mutating func forcedFreeFunctionCall(closingAt close: Int, after start: Int, _ parameters: [Parameter]) -> SourceLocation? {
        guard let open = openingBracket(before: close, after: start), open - 1 > start,
              token(at: open).kind == .leftParen else { return nil }
        let callee = token(at: open - 1)
        let first = text[Int(callee.offset)]
        guard callee.kind == .identifier, token(at: open - 2).kind != .period,
              first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return nil }
        // An argument that is a parameter's name alone: after `(` or `,` (or a label's `:`),
        // before `)` or `,`.
        for position in (open + 1)..<close where token(at: position).kind == .identifier {
            let before = token(at: position - 1).kind, after = token(at: position + 1).kind
            guard before == .leftParen || before == .comma || before == .colon,
                  after == .rightParen || after == .comma,
                  parameters.contains(where: { isNamed(token(at: position), ($0.name ?? $0.label) ?? "") }) else { continue }
            return location(of: callee)
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
