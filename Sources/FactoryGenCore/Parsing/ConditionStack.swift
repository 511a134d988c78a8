/// The `#if` blocks open around the declarations of one body, turned into the condition text
/// described by ``ConditionalCompilation``.
struct ConditionStack {
    private struct Frame {
        /// The conditions of the `#if` and `#elseif` clauses seen so far.
        var clauses: [String]
        /// The condition of the branch being read.
        var branch: String
    }

    private var frames: [Frame] = []
    /// `#if` blocks opened past ``maximumDepth``: counted so `#endif`s pair up, not recorded.
    private var overflow = 0
    /// The joined condition of the open branches, `nil` outside any `#if`.
    private(set) var current: String?

    /// Every declaration carries its joined condition, so unbounded nesting (only seen in
    /// garbage) would cost quadratic time.
    static let maximumDepth = 32

    var isEmpty: Bool { frames.isEmpty && overflow == 0 }

    /// Returns `false` when the block is nested too deeply to be recorded.
    @discardableResult
    mutating func openIf(_ condition: String) -> Bool {
        guard frames.count < ConditionStack.maximumDepth, overflow == 0 else {
            overflow += 1
            return false
        }
        frames.append(Frame(clauses: [condition], branch: condition))
        update()
        return true
    }

    /// Returns `false` when no `#if` is open.
    mutating func openElseIf(_ condition: String) -> Bool {
        if overflow > 0 { return true }
        guard var frame = frames.popLast() else { return false }
        frame.branch = (frame.clauses.map { "!(\($0))" } + ["(\(condition))"]).joined(separator: " && ")
        frame.clauses.append(condition)
        frames.append(frame)
        update()
        return true
    }

    /// Returns `false` when no `#if` is open.
    mutating func openElse() -> Bool {
        if overflow > 0 { return true }
        guard var frame = frames.popLast() else { return false }
        frame.branch = frame.clauses.map { "!(\($0))" }.joined(separator: " && ")
        frames.append(frame)
        update()
        return true
    }

    /// Returns `false` when no `#if` is open.
    mutating func close() -> Bool {
        if overflow > 0 {
            overflow -= 1
            return true
        }
        guard frames.popLast() != nil else { return false }
        update()
        return true
    }

    private mutating func update() {
        current = ConditionalCompilation.join(frames.map(\.branch))
    }
}

/// The compiler directives the parser acts on.
enum Directive {
    case `if`, elseif, `else`, endif, warning, error, sourceLocation
}

extension DeclarationParser {
    /// The directive a `#…` token spells, or `nil` for a macro expansion (`#Preview`).
    func directive(_ token: Lexer.Token) -> Directive? {
        guard token.kind == .poundKeyword else { return nil }
        let name = text + Int(token.offset) + 1
        let length = Int(token.length) - 1
        for (spelling, directive) in DeclarationParser.directives where spelling.utf8CodeUnitCount == length {
            if memcmpBytes(name, spelling.utf8Start, length) { return directive }
        }
        return nil
    }

    private static let directives: [(StaticString, Directive)] = [
        ("if", .if), ("elseif", .elseif), ("else", .else), ("endif", .endif),
        ("warning", .warning), ("error", .error), ("sourceLocation", .sourceLocation),
    ]

    /// Reads the condition after `#if`/`#elseif` (the cursor is on the directive), as written.
    /// A condition that continues inside parentheses on later lines is joined into one line.
    mutating func readCondition() -> String {
        let directiveToken = current
        advance()
        let first = index
        index = conditionEnd(from: first)
        guard index > first else {
            error("expected a condition after '\(string(from: Int(directiveToken.offset), to: directiveToken.end))'", at: directiveToken)
            return "false"
        }
        guard (first + 1..<index).contains(where: { token(at: $0).hasNewlineBefore }) else {
            return string(fromToken: first, throughToken: index - 1)
        }
        // Token by token, so a comment between the lines cannot swallow what follows it.
        var condition = ""
        for position in first..<index {
            let token = token(at: position)
            if position > first, token.hasNewlineBefore || token.hasSpaceBefore { condition += " " }
            condition += string(from: Int(token.offset), to: token.end)
        }
        return condition
    }

    /// The position of the first token after a directive's condition that starts at `first`:
    /// the condition ends with its line, unless a parenthesis is still open (`#if (DEBUG ||`
    /// then `os(Linux))` on the next line, which swiftc accepts). A later line that starts with
    /// a brace, a directive or a declaration ends it anyway: an unclosed parenthesis must not
    /// swallow the declarations after it.
    func conditionEnd(from first: Int) -> Int {
        var position = first
        var depth = 0
        while true {
            let token = token(at: position)
            if token.kind == .endOfFile { return position }
            if token.hasNewlineBefore {
                guard depth > 0, token.kind != .leftBrace, token.kind != .rightBrace, !startsDeclaration(at: position) else {
                    return position
                }
            }
            switch token.kind {
            case .leftParen: depth += 1
            case .rightParen: depth = max(depth - 1, 0)
            default: break
            }
            position += 1
        }
    }

    /// Handles the directive or freestanding macro at the cursor in a list of declarations.
    mutating func handlePoundKeyword(_ conditions: inout ConditionStack) {
        let token = current
        switch directive(token) {
        case .if:
            if !conditions.openIf(readCondition()) {
                error("'#if' blocks are nested too deeply; inner conditions are not recorded", at: token)
            }
        case .elseif:
            let condition = readCondition()
            if !conditions.openElseIf(condition) { error("unexpected '#elseif' without '#if'", at: token) }
        case .else:
            advance()
            if !conditions.openElse() { error("unexpected '#else' without '#if'", at: token) }
        case .endif:
            advance()
            if !conditions.close() { error("unexpected '#endif' without '#if'", at: token) }
        case .warning, .error, .sourceLocation:
            advance()
            if current.kind == .leftParen { skipGroup() }
        case nil:
            // A freestanding macro (`#Preview { … }`, `#externalMacro(…)`) declares nothing we read.
            advance()
            skipToDeclarationEnd()
        }
    }
}
