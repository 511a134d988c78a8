/// Skipping what the parser does not read: bodies, statements, expressions.
extension DeclarationParser {
    /// Skips the bracketed group that starts at the cursor (`{…}`, `(…)` or `[…]`), nested
    /// groups included. Returns `false`, with a diagnostic, when the group is not closed.
    @discardableResult
    mutating func skipGroup() -> Bool {
        let opener = current
        var depth = 0
        while true {
            let token = tokens[index]
            switch token.kind {
            case .leftBrace, .leftParen, .leftBracket:
                depth += 1
            case .rightBrace, .rightParen, .rightBracket:
                depth -= 1
                if depth <= 0 {
                    advance()
                    return true
                }
            case .identifier:
                // A type declaration at column 1 inside a body means the body lost its `}`:
                // stop here so the declaration is read at top level, where it belongs.
                if depth > 0, token.hasNewlineBefore, opener.kind == .leftBrace, startsLine(token),
                   isTopLevelIntroducer(at: index) {
                    error("expected '}' to match this '{'", at: opener)
                    resynchronizationIndex = index
                    return false
                }
            case .endOfFile:
                error("expected '\(closer(of: opener.kind))' to match this '\(opener.kind == .leftBrace ? "{" : opener.kind == .leftParen ? "(" : "[")'", at: opener)
                return false
            default:
                break
            }
            index += 1
        }
    }

    private func closer(of kind: TokenKind) -> String {
        switch kind {
        case .leftParen: ")"
        case .leftBracket: "]"
        default: "}"
        }
    }

    /// Whether the token at `position` begins a declaration that only makes sense at top level
    /// or as a type (`struct`, `extension`, …), followed by a name.
    func isTopLevelIntroducer(at position: Int) -> Bool {
        switch keyword(token(at: position)) {
        case .struct, .enum, .protocol, .extension, .import, .actor, .class:
            return token(at: position + 1).kind == .identifier
        default:
            return false
        }
    }

    /// Whether the token at `position` can begin a declaration: an attribute, a directive, an
    /// introducer keyword, or a modifier followed by a word.
    func startsDeclaration(at position: Int) -> Bool {
        let token = token(at: position)
        switch token.kind {
        case .atSign, .poundKeyword:
            return true
        case .identifier:
            guard let keyword = keyword(token) else { return false }
            if keyword.isDeclarationIntroducer { return true }
            if keyword.isDeclarationModifier {
                let next = self.token(at: position + 1)
                guard next.kind == .leftParen else { return next.kind == .identifier }
                return !next.hasSpaceBefore || takesSpacedArgument(keyword, argument: self.token(at: position + 2))
            }
            return false
        default:
            return false
        }
    }

    /// Skips the rest of a statement or a declaration the parser does not read: up to the next
    /// line that starts a declaration, a `;` (consumed), or the `}` closing the enclosing body.
    mutating func skipToDeclarationEnd() {
        let start = index
        while true {
            let token = current
            switch token.kind {
            case .endOfFile, .rightBrace:
                return
            case .semicolon:
                advance()
                return
            case .leftBrace, .leftParen, .leftBracket:
                if !skipGroup(), resynchronizationIndex != nil { return }
                continue
            default:
                if index != start, token.hasNewlineBefore, startsDeclaration(at: index) {
                    if !skipPostfixConditional() { return }
                    continue
                }
                advance()
            }
        }
    }

    /// When the cursor is on a `#if` that continues an expression (`#if os(iOS)` then
    /// `.padding()` on the next line), skips it through its `#endif` and returns `true`.
    mutating func skipPostfixConditional() -> Bool {
        guard current.kind == .poundKeyword, directive(current) == .if else { return false }
        var position = conditionEnd(from: index + 1)
        guard token(at: position).kind == .period else { return false }
        var depth = 0
        while token(at: position).kind != .endOfFile {
            let candidate = token(at: position)
            if candidate.kind == .poundKeyword {
                switch directive(candidate) {
                case .if: depth += 1
                case .endif:
                    if depth == 0 {
                        index = min(position + 1, tokenCount - 1)
                        return true
                    }
                    depth -= 1
                default: break
                }
            }
            position += 1
        }
        index = tokenCount - 1
        return true
    }

    /// Scans an expression (an initial value, a default argument, a raw value) and returns the
    /// index of its last token, or `nil` if it is empty. It stops before a `,` or closing bracket
    /// at its own level, a `;`, a line that starts a declaration, and, when `stopsAtObservers`,
    /// before a `{` holding `willSet`/`didSet`.
    mutating func scanExpression(stopsAtObservers: Bool = false) -> Int? {
        let start = index
        var last: Int?
        while true {
            let token = current
            switch token.kind {
            case .endOfFile, .rightBrace, .rightParen, .rightBracket, .comma, .semicolon:
                return last
            case .leftBrace:
                if stopsAtObservers, index != start, isObserverBlock(at: index) { return last }
                let ok = skipGroup()
                last = index - 1
                if !ok { return last }
                continue
            case .leftParen, .leftBracket:
                let ok = skipGroup()
                last = index - 1
                if !ok { return last }
                continue
            case .leftAngle:
                if !token.hasSpaceBefore, index != start, skipGenericArguments() {
                    last = index - 1
                    continue
                }
            default:
                if index != start, token.hasNewlineBefore, startsDeclaration(at: index) {
                    if skipPostfixConditional() {
                        last = index - 1
                        continue
                    }
                    return last
                }
            }
            last = index
            advance()
        }
    }

    /// Whether the `{` at `position` opens `willSet`/`didSet` observers rather than a closure.
    func isObserverBlock(at position: Int) -> Bool {
        var next = position + 1
        while token(at: next).kind == .atSign { next += 2 }
        switch keyword(token(at: next)) {
        case .willSet, .didSet: return true
        default: return false
        }
    }

    /// Skips `<…>` in an expression when it reads as generic arguments (`Array<Int>()`), so
    /// its commas do not end the expression. Leaves the cursor alone otherwise.
    mutating func skipGenericArguments() -> Bool {
        var position = index
        var depth = 0
        // Generic argument lists are short; the bound keeps `a<b<c<…` linear.
        let limit = index + 256
        while position < limit {
            let token = token(at: position)
            switch token.kind {
            case .leftAngle:
                depth += 1
            case .rightAngle:
                depth -= 1
                if depth == 0 {
                    index = min(position + 1, tokenCount - 1)
                    return true
                }
            case .identifier, .period, .comma, .colon, .postfixQuestion, .postfixExclamation,
                 .leftBracket, .rightBracket, .leftParen, .rightParen, .arrow:
                break
            case .operator:
                guard isOperator(token, "&") || isOperator(token, "...") else { return false }
            default:
                return false
            }
            position += 1
        }
        return false
    }
}
