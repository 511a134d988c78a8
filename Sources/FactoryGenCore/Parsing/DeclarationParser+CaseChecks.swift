/// Reading the enum cases an initializer traps on when a parameter is switched over.
extension DeclarationParser {
    /// The cases of `parameters` that a `switch name { … }` in the body `start..<end` meets with
    /// a trap first thing (`case .universal: preconditionFailure(…)`): a made-up enum is its
    /// first case, which such a check may reject (apple/swift-crypto's
    /// `ASN1Identifier.init(explicitTagWithNumber:tagClass:)`). Each parameter at its first such
    /// switch; a case bound with a payload (`case .named(let x):`) is read by its name alone.
    func trappingCases(_ parameters: [Parameter], from start: Int, to end: Int) -> [CaseCheck] {
        let names = parameters.compactMap { $0.name ?? $0.label }
        guard !names.isEmpty else { return [] }
        var checks: [CaseCheck] = []
        var position = start
        while position < end {
            let keyword = token(at: position)
            position += 1
            guard isWord(keyword, "switch"), token(at: position).kind == .identifier, token(at: position + 1).kind == .leftBrace else { continue }
            let name = self.name(of: token(at: position))
            guard names.contains(name), !checks.contains(where: { $0.parameter == name }) else { continue }
            let trapping = casesMetWithATrap(from: position + 2, to: end)
            if !trapping.isEmpty { checks.append(CaseCheck(parameter: name, traps: trapping)) }
        }
        return checks
    }

    /// Inside a switch's braces from `start`: the `.name` patterns of each `case` at its own
    /// depth whose body starts with `preconditionFailure`, `fatalError` or `assertionFailure`.
    private func casesMetWithATrap(from start: Int, to end: Int) -> [String] {
        var trapping: [String] = []
        var depth = 0
        var position = start
        while position < end {
            let piece = token(at: position)
            switch piece.kind {
            case .leftBrace, .leftParen, .leftBracket: depth += 1
            case .rightBrace where depth == 0: return trapping
            case .rightBrace, .rightParen, .rightBracket: depth -= 1
            default:
                guard depth == 0, isWord(piece, "case") else { break }
                // `.a, .b(let x):` up to the colon at the pattern's own depth.
                var patterns: [String] = []
                var cursor = position + 1
                var inner = 0
                while cursor < end {
                    let part = token(at: cursor)
                    if part.kind == .colon, inner == 0 { break }
                    if part.kind == .leftParen { inner += 1 } else if part.kind == .rightParen { inner -= 1 }
                    if inner == 0, part.kind == .period, token(at: cursor + 1).kind == .identifier,
                       token(at: cursor - 1).kind == .comma || isWord(token(at: cursor - 1), "case") {
                        patterns.append(name(of: token(at: cursor + 1)))
                    }
                    cursor += 1
                }
                let first = token(at: cursor + 1)
                if isWord(first, "preconditionFailure") || isWord(first, "fatalError") || isWord(first, "assertionFailure") {
                    trapping += patterns
                }
                position = cursor
            }
            position += 1
        }
        return trapping
    }
}
