/// Code that binds what `decodeIfPresent` returned, which never runs on a made-up value: a
/// ``ProvidingDecoder`` has no value present (it answers `decodeNil` with `true`), so
/// `decodeIfPresent` gives `nil`, and the body of
///
/// ```swift
/// if let text = try decodeIfPresent(String.self, forKey: key) {
///     guard let date = formatter.date(from: text) else { throw DecodingError.dataCorrupted(…) }
///     return date
/// }
/// return nil
/// ```
///
/// is not reached, nor is what follows `guard let text = try … decodeIfPresent(…) else { … }`.
/// A date helper written so (`decodeDateIfPresent(forKey:)`) cannot stop `init(from:)`, while
/// its `decodeDate(forKey:)` twin can.
extension DeclarationParser {
    /// The parts of an `if` or `guard` whose condition binds `decodeIfPresent`'s result.
    struct AbsentBinding {
        /// The `{` of the `if` body, or of the `guard`'s `else` block.
        var block: Int
    }

    /// The binding after `if` or `guard` at `position` when its first clause is `let name =
    /// try … decodeIfPresent(…)` (or `var`, `try?`, a type annotation) and nothing follows the
    /// call but the next clause, the body, or `else`: `?? fallback` would make it a value.
    /// Any clause after it runs only once the first one holds, so it does not run either.
    func absentBinding(after position: Int, before end: Int, isGuard: Bool) -> AbsentBinding? {
        var scan = position + 1
        guard scan + 3 < end, token(at: scan).kind == .identifier else { return nil }
        let introducer = name(of: token(at: scan))
        guard introducer == "let" || introducer == "var", token(at: scan + 1).kind == .identifier else { return nil }
        scan += 2
        // A type annotation holds no `=`; a bound pattern or anything else ends the search.
        while scan < end, token(at: scan).kind != .equal {
            switch token(at: scan).kind {
            case .leftBrace, .comma, .rightBrace: return nil
            default: scan += 1
            }
        }
        scan += 1
        guard scan < end, token(at: scan).kind == .identifier, name(of: token(at: scan)) == "try" else { return nil }
        scan += 1
        if scan < end, token(at: scan).kind == .postfixQuestion { scan += 1 }
        guard let afterCall = endOfDecodeIfPresentChain(at: scan, before: end) else { return nil }
        let next = token(at: afterCall)
        switch next.kind {
        case .leftBrace where !isGuard:
            return AbsentBinding(block: afterCall)
        case .comma:
            // The block after the other clauses: a closure in one of them is met first and
            // only that closure is passed over, which leaves more of the code read, not less.
            var blockStart = afterCall
            while blockStart < end {
                let kind = token(at: blockStart).kind
                if kind == .leftParen || kind == .leftBracket {
                    blockStart = endOfGroup(at: blockStart, before: end)
                    continue
                }
                if kind == .leftBrace { break }
                blockStart += 1
            }
            return blockStart < end ? AbsentBinding(block: blockStart) : nil
        case .identifier where isGuard && name(of: next) == "else":
            return afterCall + 1 < end && token(at: afterCall + 1).kind == .leftBrace ? AbsentBinding(block: afterCall + 1) : nil
        default:
            return nil
        }
    }

    /// The position after a chain `a.b(…).decodeIfPresent(…)` that starts at `position` and
    /// whose last call is `decodeIfPresent` with an unlabeled first argument (the decoder's
    /// own, not a helper of the models' that shares the name), or `nil`.
    private func endOfDecodeIfPresentChain(at position: Int, before end: Int) -> Int? {
        var scan = position
        var lastCallee: Lexer.Token?
        var lastCalled: String?
        var lastLabel: String?
        // A name continues the chain at its start and after a period: `else` does not.
        var expectsName = true
        while scan < end {
            let next = token(at: scan)
            switch next.kind {
            case .identifier where expectsName:
                lastCallee = next
                lastCalled = nil
                expectsName = false
            case .period:
                expectsName = true
            case .postfixQuestion:
                break
            case .leftParen:
                guard let callee = lastCallee else { return nil }
                lastCalled = name(of: callee)
                lastLabel = firstArgumentLabel(at: scan, before: end)
                lastCallee = nil
                scan = endOfGroup(at: scan, before: end)
                continue
            default:
                return lastCalled == "decodeIfPresent" && lastLabel == "" ? scan : nil
            }
            scan += 1
        }
        return nil
    }

    /// The position of the `}` that closes the block enclosing `position`, or `end`: where
    /// code after a `guard` that cannot pass stops being unreachable.
    func endOfEnclosingBlock(from position: Int, before end: Int) -> Int {
        var depth = 0
        for scan in position..<end {
            switch token(at: scan).kind {
            case .leftBrace, .leftParen, .leftBracket: depth += 1
            case .rightBrace, .rightParen, .rightBracket:
                if depth == 0 { return scan }
                depth -= 1
            default: break
            }
        }
        return end
    }
}
