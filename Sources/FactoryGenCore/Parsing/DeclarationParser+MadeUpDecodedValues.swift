/// Where an `init(from:)` relies on a value it decoded being other than a providing decoder's
/// made-up one, which is `0` for every integer and empty for every array (`decodeIfPresent`
/// gives `nil`, and the fallback after `??` is what is kept):
/// - an integer division or remainder by it traps: MLX's `HunyuanConfiguration` works out
///   `hiddenSize / attentionHeads` when the head size is absent, having decoded
///   `attentionHeads` with `decode(Int.self, …)`;
/// - an index by an integer literal into it traps: mlx-swift-examples' Stable Diffusion
///   `CLIPTextModelConfiguration` reads `architectures[0]` of the `[String]` it decoded.
///
/// Neither inside a closure counts: a closure runs once an element, and what a providing
/// decoder decodes is empty (Jamba's `(0 ..< layers).map { i % period … }` runs none). Read
/// by tokens, as the rest of the body is: a guard (`crew > 0 ? … : 0`, `names.isEmpty ? …`) is
/// not seen.
extension DeclarationParser {
    /// The standard integer types, which trap on a division by zero; a floating-point one
    /// gives infinity or NaN and goes on.
    private static func isInteger(_ name: String) -> Bool {
        switch name {
        case "Int", "Int8", "Int16", "Int32", "Int64", "Int128", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "UInt128": true
        default: false
        }
    }

    /// What a providing decoder makes of a decoded value that the body reads further.
    enum MadeUpValue {
        /// A standard integer: `0`.
        case zero
        /// An array: `[]`.
        case empty
    }

    /// The name the statement whose `try` is at `position` gives an integer or an array decoded
    /// with no fallback: `crew = try container.decode(Int.self, forKey: .crew)`, `self.crew =
    /// …`, `let names = try container.decode([String].self, …)`. Not with `?? 1` after it, nor
    /// through `decodeIfPresent`, nor a value the call's result is read further for (`….count`).
    func madeUpDecodedName(at position: Int, before end: Int) -> (name: String, value: MadeUpValue)? {
        guard let assigned = assignedProperty(before: position) else { return nil }
        var scan = position + 1
        var callee: Lexer.Token?
        while scan < end {
            let next = token(at: scan)
            if next.kind == .identifier {
                callee = next
            } else if next.kind != .period {
                break
            }
            scan += 1
        }
        guard scan < end, token(at: scan).kind == .leftParen, let callee, name(of: callee) == "decode" else { return nil }
        // `Int.self` or `Swift.Int.self` first among the arguments.
        var argument = scan + 1
        if argument + 1 < end, token(at: argument).kind == .identifier, name(of: token(at: argument)) == "Swift",
           token(at: argument + 1).kind == .period {
            argument += 2
        }
        let value: MadeUpValue
        var typeEnd = argument + 1
        if argument < end, token(at: argument).kind == .identifier, Self.isInteger(name(of: token(at: argument))) {
            value = .zero
        } else if argument < end, token(at: argument).kind == .leftBracket, !spellsDictionary(at: argument, before: end) {
            value = .empty
            typeEnd = endOfGroup(at: argument, before: end)
        } else {
            return nil
        }
        guard typeEnd + 1 < end, token(at: typeEnd).kind == .period, name(of: token(at: typeEnd + 1)) == "self" else { return nil }
        let after = endOfGroup(at: scan, before: end)
        if after < end {
            let following = token(at: after)
            switch following.kind {
            case .period, .postfixQuestion, .postfixExclamation, .leftParen, .leftBracket: return nil
            case .operator: return nil
            default: break
            }
        }
        return (assigned, value)
    }

    /// Whether the `[` at `position` opens a dictionary type, `[String: Int]`: a colon at its
    /// own depth. A dictionary's subscript gives an optional, which does not trap.
    private func spellsDictionary(at position: Int, before end: Int) -> Bool {
        var depth = 0
        for scan in position..<end {
            switch token(at: scan).kind {
            case .leftBracket, .leftParen, .leftAngle: depth += 1
            case .rightBracket, .rightParen, .rightAngle:
                depth -= 1
                if depth == 0 { return false }
            case .colon where depth == 1: return true
            default: break
            }
        }
        return false
    }

    /// The name indexed by the `[` at `position`: `names[0]` or `self.names[0]` gives `names`.
    func indexedName(at position: Int) -> String? {
        guard position >= 1, token(at: position - 1).kind == .identifier else { return nil }
        if position >= 2, token(at: position - 2).kind == .period {
            guard position >= 3, token(at: position - 3).kind == .identifier, name(of: token(at: position - 3)) == "self" else { return nil }
        }
        return name(of: token(at: position - 1))
    }

    /// Whether the token at `position`, in the body that opens at `start`, is inside a closure
    /// rather than in the body's own statements and the blocks of its `if`, `guard`, `for`,
    /// `while`, `switch`, `do`, `catch`, `repeat` and `defer`.
    func isInClosure(_ position: Int, bodyStart start: Int) -> Bool {
        var scan = position - 1
        var depth = 0
        // The innermost `{` around `position`.
        while scan > start {
            switch token(at: scan).kind {
            case .rightBrace, .rightParen, .rightBracket: depth += 1
            case .leftParen, .leftBracket: depth = max(depth - 1, 0)
            case .leftBrace:
                if depth == 0 { return opensClosure(scan, bodyStart: start) || isInClosure(scan, bodyStart: start) }
                depth -= 1
            default: break
            }
            scan -= 1
        }
        return false
    }

    /// Whether the `{` at `brace` opens a closure: one after an argument's `(`, `,` or label, an
    /// `=` or an operator, or a trailing closure, in a statement that no `if`, `guard`, `for`,
    /// `while`, `switch` or `catch` begins (each ends with `}`, so a walk back to the previous
    /// `{`, `}` or `;` meets the keyword of its own statement only).
    private func opensClosure(_ brace: Int, bodyStart start: Int) -> Bool {
        let before = token(at: brace - 1)
        switch before.kind {
        case .leftParen, .leftBracket, .comma, .colon, .equal, .operator, .arrow: return true
        case .identifier:
            switch name(of: before) {
            case "else", "do", "repeat", "defer", "catch": return false
            case "in", "return": return true
            default: break
            }
        default: break
        }
        var scan = brace - 1
        var depth = 0
        while scan > start {
            let candidate = token(at: scan)
            switch candidate.kind {
            case .rightParen, .rightBracket: depth += 1
            case .leftParen, .leftBracket: depth -= 1
            case .leftBrace where depth <= 0, .rightBrace where depth <= 0, .semicolon where depth <= 0: return true
            case .identifier where depth <= 0:
                switch name(of: candidate) {
                case "if", "guard", "for", "while", "switch", "catch": return false
                default: break
                }
            default: break
            }
            scan -= 1
        }
        return true
    }

    /// The name divided by when the operator at `position` is `/`, `%`, `/=` or `%=` and a plain
    /// name or `self.name` follows it, not read further (`crew.count`, `crew(at:)`).
    func divisorName(after position: Int, before end: Int) -> String? {
        let operation = token(at: position)
        let offset = Int(operation.offset)
        guard text[offset] == UInt8(ascii: "/") || text[offset] == UInt8(ascii: "%"),
              operation.length == 1 || (operation.length == 2 && text[offset + 1] == UInt8(ascii: "=")) else { return nil }
        var next = position + 1
        guard next < end, token(at: next).kind == .identifier else { return nil }
        if next + 2 < end, token(at: next + 1).kind == .period, token(at: next + 2).kind == .identifier, name(of: token(at: next)) == "self" {
            next += 2
        }
        if next + 1 < end {
            switch token(at: next + 1).kind {
            case .period, .leftParen, .leftBracket, .postfixQuestion, .postfixExclamation: return nil
            default: break
            }
        }
        return name(of: token(at: next))
    }
}
