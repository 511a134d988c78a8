extension DeclarationParser {
    /// Whether the body between the braces at `start` and `end - 1` only builds the type named
    /// `typeName` and returns it: one statement, `[return] Self(…)`, `.init(…)`, `Self.init(…)`,
    /// `Name(…)` or `Name.init(…)`, with nothing after the call. A static function
    /// with such a body returns an optional that is never `nil` unless the initializer it calls
    /// can fail, which the resolver checks (``StaticFactoryChoice``): `static func when(zones:
    /// [String]) -> Gate? { Gate(zones: zones) }`.
    func returnsOnlyConstruction(from start: Int, to end: Int, of typeName: String?) -> Bool {
        let close = end - 1
        var position = start + 1
        if isWord(token(at: position), "return") { position += 1 }
        let first = token(at: position)
        if first.kind == .period {
            // `.init(…)`
            guard isWord(token(at: position + 1), "init") else { return false }
            position += 2
        } else {
            guard first.kind == .identifier, isWord(first, "Self") || typeName.map({ name(of: first) == $0 }) == true else { return false }
            position += 1
            if token(at: position).kind == .period {
                guard isWord(token(at: position + 1), "init") else { return false }
                position += 2
            }
        }
        guard token(at: position).kind == .leftParen, !token(at: position).hasSpaceBefore else { return false }
        var depth = 0
        var position2 = position
        while position2 < close {
            switch token(at: position2).kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            default: break
            }
            position2 += 1
            // The call's `)`: nothing may follow it but the body's `}`.
            if depth == 0 { return position2 == close }
        }
        return false
    }
}
