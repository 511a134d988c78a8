/// Numeric, string and regex literals.
extension LexerState {
    /// Interpolations nest strings that nest interpolations; past this depth (only reached by
    /// garbage) the rest is read as plain characters so recursion stays bounded.
    static let maximumLiteralNesting = 32
    /// The longest `/…/` the lexer looks for; longer ones lex as operators.
    static let maximumBareRegexLength = 4096

    mutating func lexNumber(flags: TokenFlags) {
        let start = p
        var isHex = false
        if text[p] == UInt8(ascii: "0") {
            switch text[p + 1] {
            case UInt8(ascii: "x"), UInt8(ascii: "X"): isHex = true; p &+= 2
            case UInt8(ascii: "o"), UInt8(ascii: "b"): p &+= 2
            default: p &+= 1
            }
        } else {
            p &+= 1
        }
        // `t.0.1` is two member accesses, not a fraction.
        var sawDot = tokens.last?.kind == .period
        while true {
            let byte = text[p]
            if byte < 0x80, isClass(byte, CharacterClass.identifierContinue) {
                p &+= 1
            } else if byte == UInt8(ascii: "."), !sawDot,
                      isClass(text[p + 1], isHex ? CharacterClass.hexDigit : CharacterClass.digit) {
                sawDot = true
                p &+= 1
            } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
                let previous = text[p - 1] | 0x20
                guard isHex ? previous == UInt8(ascii: "p") : previous == UInt8(ascii: "e") else { break }
                p &+= 1
            } else {
                break
            }
        }
        if p > end { p = end }
        emit(.number, from: start, flags: flags)
    }

    /// Lexes a string whose opening quote is at `p`, after `hashes` `#`s that began at `start`.
    mutating func lexString(hashes: Int, from start: Int? = nil, flags: TokenFlags) {
        let tokenStart = start ?? p
        var tokenFlags = flags
        if !scanString(hashes: hashes, depth: 0) {
            report("unterminated string literal", at: tokenStart)
            tokenFlags.insert(.unterminated)
        }
        if p > end { p = end }
        emit(.string, from: tokenStart, flags: tokenFlags)
    }

    /// Moves past a string literal whose opening quote is at `p`; returns whether it was closed.
    /// An unclosed single-line string stops before the line break.
    mutating func scanString(hashes: Int, depth: Int) -> Bool {
        var isMultiline = text[p + 1] == UInt8(ascii: "\"") && text[p + 2] == UInt8(ascii: "\"")
        // A raw string that closes on its own line is single-line, as swiftc reads it:
        // `#"""#` is one quote, `#""""#` two.
        if isMultiline, hashes > 0, closesOnItsLine(after: p + 2, hashes: hashes) { isMultiline = false }
        p &+= isMultiline ? 3 : 1
        while p < end {
            let byte = text[p]
            if byte == UInt8(ascii: "\\") {
                var q = p + 1
                var matched = 0
                while matched < hashes, q < end, text[q] == UInt8(ascii: "#") {
                    matched += 1
                    q += 1
                }
                guard matched == hashes else {
                    p = q
                    continue
                }
                if text[q] == UInt8(ascii: "("), depth < LexerState.maximumLiteralNesting {
                    p = q + 1
                    if !scanInterpolation(isMultiline: isMultiline, depth: depth + 1) { return false }
                } else {
                    let escaped = text[q]
                    if !isMultiline, escaped == 10 || escaped == 13 {
                        p = q
                        return false
                    }
                    p = min(q + 1, end)
                }
            } else if byte == UInt8(ascii: "\"") {
                let quotes = isMultiline ? 3 : 1
                if isMultiline, text[p + 1] != UInt8(ascii: "\"") || text[p + 2] != UInt8(ascii: "\"") {
                    p &+= 1
                    continue
                }
                var q = p + quotes
                var matched = 0
                while matched < hashes, q < end, text[q] == UInt8(ascii: "#") {
                    matched += 1
                    q += 1
                }
                p = matched == hashes ? q : p + 1
                if matched == hashes { return true }
            } else if byte == 10 || byte == 13 {
                if !isMultiline { return false }
                p &+= 1
            } else {
                p &+= 1
            }
        }
        p = end
        return false
    }

    /// Whether a `"` followed by `hashes` `#`s comes after `start` (the third quote of a raw
    /// string's `"""`) and before the line ends: the raw string closes there, so it is no
    /// multi-line one. Only raw strings that open with `"""` are scanned, which few do.
    func closesOnItsLine(after start: Int, hashes: Int) -> Bool {
        var q = start
        while q < end, text[q] != 10, text[q] != 13 {
            q += 1
            guard text[q - 1] == UInt8(ascii: "\"") else { continue }
            var matched = 0
            while matched < hashes, q + matched < end, text[q + matched] == UInt8(ascii: "#") { matched += 1 }
            if matched == hashes { return true }
        }
        return false
    }

    /// Moves past `\( … )` whose `(` is just before `p`, through nested parentheses, strings
    /// and comments. Returns whether the closing parenthesis was found.
    mutating func scanInterpolation(isMultiline: Bool, depth: Int) -> Bool {
        var parentheses = 1
        while p < end {
            let byte = text[p]
            switch byte {
            case UInt8(ascii: "("):
                parentheses += 1
                p &+= 1
            case UInt8(ascii: ")"):
                parentheses -= 1
                p &+= 1
                if parentheses == 0 { return true }
            case UInt8(ascii: "\""):
                if !scanString(hashes: 0, depth: depth) { return false }
            case UInt8(ascii: "#"):
                var hashes = 0
                while text[p + hashes] == UInt8(ascii: "#") { hashes += 1 }
                if text[p + hashes] == UInt8(ascii: "\"") {
                    p &+= hashes
                    if !scanString(hashes: hashes, depth: depth) { return false }
                } else {
                    p &+= hashes
                }
            case 10, 13:
                if !isMultiline { return false }
                p &+= 1
            case UInt8(ascii: "/"):
                if text[p + 1] == UInt8(ascii: "/") {
                    skipToLineEnd()
                } else if text[p + 1] == UInt8(ascii: "*") {
                    _ = skipBlockComment()
                } else {
                    p &+= 1
                }
            default:
                p &+= 1
            }
        }
        p = end
        return false
    }

    /// Whether the last token ends an operand, making a following `/` a division.
    var previousTokenIsOperand: Bool {
        guard let last = tokens.last else { return false }
        switch last.kind {
        case .number, .string, .regex, .rightParen, .rightBracket, .rightBrace,
             .postfixQuestion, .postfixExclamation:
            return true
        case .identifier:
            return !isExpressionKeyword(last)
        default:
            return false
        }
    }

    /// Keywords after which an expression starts (`return /x/`).
    private func isExpressionKeyword(_ token: Lexer.Token) -> Bool {
        if token.flags.contains(.backticked) { return false }
        let keywords: [StaticString] = ["return", "case", "in", "if", "guard", "while", "where", "else", "throw", "try", "await", "switch", "is", "as", "repeat", "some", "any", "each"]
        let start = text + Int(token.offset)
        let length = Int(token.length)
        for keyword in keywords where keyword.utf8CodeUnitCount == length {
            if memcmpBytes(start, keyword.utf8Start, length) { return true }
        }
        return false
    }

    /// Lexes `/…/` at `p` if it reads as a regex literal: it must not start with a space and
    /// must close on the same line, not right after a space. Returns `false` to lex an operator.
    mutating func lexBareRegex(flags: TokenFlags) -> Bool {
        let start = p
        let first = text[p + 1]
        if first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") || first == 10 || first == 13 || p + 1 >= end {
            return false
        }
        var q = p + 1
        // Bounded so a long line of `(/a` cannot make lexing quadratic.
        let limit = min(end, p + LexerState.maximumBareRegexLength)
        while q < limit {
            let byte = text[q]
            if byte == 10 || byte == 13 { return false }
            if byte == UInt8(ascii: "\\") {
                q += 2
                continue
            }
            if byte == UInt8(ascii: "/") {
                let before = text[q - 1]
                if before == UInt8(ascii: " ") || before == UInt8(ascii: "\t") { return false }
                p = q + 1
                emit(.regex, from: start, flags: flags)
                return true
            }
            q += 1
        }
        return false
    }

    /// Lexes `#/…/#` (any number of `#`), which may span lines when `/` ends its first line.
    mutating func lexExtendedRegex(hashes: Int, flags: TokenFlags) {
        let start = p
        p &+= hashes + 1
        let isMultiline = text[p] == 10 || text[p] == 13
        var tokenFlags = flags
        var closed = false
        while p < end {
            let byte = text[p]
            if byte == UInt8(ascii: "\\") {
                p = min(p + 2, end)
                continue
            }
            if (byte == 10 || byte == 13) && !isMultiline { break }
            if byte == UInt8(ascii: "/") {
                var matched = 0
                while matched < hashes, text[p + 1 + matched] == UInt8(ascii: "#") { matched += 1 }
                if matched == hashes {
                    p &+= 1 + hashes
                    closed = true
                    break
                }
            }
            p &+= 1
        }
        if p > end { p = end }
        if !closed {
            report("unterminated regex literal", at: start)
            tokenFlags.insert(.unterminated)
        }
        emit(.regex, from: start, flags: tokenFlags)
    }
}

/// Compares `length` bytes.
@inline(__always)
func memcmpBytes(_ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>, _ length: Int) -> Bool {
    var index = 0
    while index < length {
        if left[index] != right[index] { return false }
        index += 1
    }
    return true
}
