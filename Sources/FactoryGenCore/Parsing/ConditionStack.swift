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
    /// The joined condition of the open branches, `nil` outside any `#if`.
    private(set) var current: String?

    var isEmpty: Bool { frames.isEmpty }

    mutating func openIf(_ condition: String) {
        frames.append(Frame(clauses: [condition], branch: condition))
        update()
    }

    /// Returns `false` when no `#if` is open.
    mutating func openElseIf(_ condition: String) -> Bool {
        guard var frame = frames.popLast() else { return false }
        frame.branch = (frame.clauses.map { "!(\($0))" } + ["(\(condition))"]).joined(separator: " && ")
        frame.clauses.append(condition)
        frames.append(frame)
        update()
        return true
    }

    /// Returns `false` when no `#if` is open.
    mutating func openElse() -> Bool {
        guard var frame = frames.popLast() else { return false }
        frame.branch = frame.clauses.map { "!(\($0))" }.joined(separator: " && ")
        frames.append(frame)
        update()
        return true
    }

    /// Returns `false` when no `#if` is open.
    mutating func close() -> Bool {
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
        switch string(from: Int(token.offset) + 1, to: token.end) {
        case "if": return .if
        case "elseif": return .elseif
        case "else": return .else
        case "endif": return .endif
        case "warning": return .warning
        case "error": return .error
        case "sourceLocation": return .sourceLocation
        default: return nil
        }
    }

    /// Reads the condition after `#if`/`#elseif` (the cursor is on the directive): the rest of
    /// its line, as written.
    mutating func readCondition() -> String {
        let directiveToken = current
        advance()
        let first = index
        while !current.hasNewlineBefore, !isAtEnd { advance() }
        guard index > first else {
            error("expected a condition after '\(string(from: Int(directiveToken.offset), to: directiveToken.end))'", at: directiveToken)
            return "false"
        }
        return string(fromToken: first, throughToken: index - 1)
    }

    /// Handles the directive or freestanding macro at the cursor in a list of declarations.
    mutating func handlePoundKeyword(_ conditions: inout ConditionStack) {
        let token = current
        switch directive(token) {
        case .if:
            conditions.openIf(readCondition())
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
