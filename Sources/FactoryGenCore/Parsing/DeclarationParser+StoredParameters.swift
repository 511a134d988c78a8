/// Which of an initializer's parameters its body stores as given: what decides whether the
/// initializer may rebuild a value for a lens. `init(name: String) { self.name =
/// name.uppercased() }` is memberwise-shaped, but a lens that rebuilds through it would not
/// give back the name it set.
extension DeclarationParser {
    /// The names among `parameters` (each one's name inside the body) that the body
    /// `start..<end` (its braces included) does not plainly store: a parameter is stored as
    /// given when a statement at the top level of the body is `self.name = name`, or when the
    /// body passes it on as `name: name` to `self.init` or `super.init`, and no other statement
    /// assigns or mutates `self.name` (in a branch, a closure, with `+=`, through a method).
    /// Names that are no stored property are listed too; the resolver asks only of those that
    /// are.
    func parametersNotStoredAsGiven(_ parameters: [Parameter], from start: Int, to end: Int) -> [String] {
        let names = parameters.compactMap { $0.name ?? $0.label }
        guard !names.isEmpty else { return [] }
        var marks = ParameterMarks(names: names)
        forEachStatementStart(from: start, to: end) { position, depth in
            let candidate = token(at: position)
            guard isWord(candidate, "self") || isWord(candidate, "super"), token(at: position + 1).kind == .period else { return nil }
            let member = token(at: position + 2)
            guard member.kind == .identifier else { return nil }
            if isWord(member, "init"), token(at: position + 3).kind == .leftParen {
                // Arguments passed on as `name: name` are stored as the called initializer
                // stores them; any other argument named like a parameter is changed.
                return passedOn(from: position + 3, before: end, depth: depth, marks: &marks)
            }
            let field = name(of: member)
            if isWord(candidate, "self"), depth == 1, token(at: position + 3).kind == .equal,
               let (parameter, next) = storedValue(of: field, at: position + 4) {
                marks.store(parameter)
                return next
            }
            marks.change(field.hasPrefix("_") ? String(field.dropFirst()) : field)
            return position + 3
        }
        return marks.notStored
    }

    /// Whether the body `start..<end` (its braces included) does nothing but store parameters
    /// as they are: at least one statement, each `self.field = name` or `field = name` for one of
    /// `parameters`' names, and nothing else (no call, force unwrap or index that could trap).
    func storesOnlyItsParameters(_ parameters: [Parameter], from start: Int, to end: Int) -> Bool {
        let names = parameters.compactMap { $0.name ?? $0.label }
        guard !names.isEmpty else { return false }
        let close = end - 1
        var position = start + 1
        var stores = 0
        // Bodies store parameters in their order: each name is looked for after the last one.
        var expected = 0
        while position < close {
            if token(at: position).kind == .semicolon {
                position += 1
                continue
            }
            if isWord(token(at: position), "self"), token(at: position + 1).kind == .period { position += 2 }
            let value = token(at: position + 2)
            guard token(at: position).kind == .identifier, token(at: position + 1).kind == .equal,
                  value.kind == .identifier, let found = index(ofName: value, in: names, from: expected) else { return false }
            let after = token(at: position + 3)
            guard position + 3 == close || after.hasNewlineBefore || after.kind == .semicolon else { return false }
            stores += 1
            position += 3
            expected = found + 1
        }
        return stores > 0
    }

    /// The position in `names` of the one `token` spells, looked for from `hint` on and then
    /// from the start.
    private func index(ofName token: Lexer.Token, in names: [String], from hint: Int) -> Int? {
        var index = min(hint, names.count)
        for _ in names.indices {
            if index == names.count { index = 0 }
            if isNamed(token, names[index]) { return index }
            index += 1
        }
        return nil
    }

    /// Walks the body `start..<end` (its braces included) token by token, keeping the depth of
    /// brackets, and calls `visit` with each token that starts a statement and that depth (1 at
    /// the body's top level); `visit` returns the position to go on from, or `nil` for the next
    /// token.
    private func forEachStatementStart(from start: Int, to end: Int, _ visit: (_ position: Int, _ depth: Int) -> Int?) {
        var depth = 0
        var position = start
        var statementStarts = false
        while position < end {
            let candidate = token(at: position)
            switch candidate.kind {
            case .leftBrace, .leftParen, .leftBracket:
                depth += 1
                statementStarts = candidate.kind == .leftBrace
                position += 1
                continue
            case .rightBrace, .rightParen, .rightBracket:
                depth -= 1
                statementStarts = true
                position += 1
                continue
            case .semicolon:
                statementStarts = true
                position += 1
                continue
            default:
                break
            }
            let startsStatement = statementStarts || candidate.hasNewlineBefore
            statementStarts = false
            guard startsStatement, let next = visit(position, depth) else {
                position += 1
                continue
            }
            position = next
        }
    }

    /// The parameter an assignment to `self.field` stores as given, and the position after
    /// the statement, when the value at `position` is that parameter alone (`name`), or, for a
    /// property wrapper's storage `_name`, the wrapper made from it
    /// (`Clamped(wrappedValue: name)`), and the statement ends there.
    private func storedValue(of field: String, at position: Int) -> (parameter: String, next: Int)? {
        func endsStatement(_ next: Int) -> Bool {
            let after = token(at: next)
            return after.hasNewlineBefore || after.kind == .semicolon || after.kind == .rightBrace || after.kind == .endOfFile
        }
        let value = token(at: position)
        guard value.kind == .identifier else { return nil }
        if name(of: value) == field, endsStatement(position + 1) { return (field, position + 1) }
        guard field.hasPrefix("_"), token(at: position + 1).kind == .leftParen else { return nil }
        let label = token(at: position + 2), argument = token(at: position + 4)
        guard isWord(label, "wrappedValue") || isWord(label, "initialValue"), token(at: position + 3).kind == .colon,
              argument.kind == .identifier, name(of: argument) == field.dropFirst(),
              token(at: position + 5).kind == .rightParen, endsStatement(position + 6) else { return nil }
        return (String(field.dropFirst()), position + 6)
    }

    /// Reads the argument list of `self.init(…)` or `super.init(…)` whose `(` is at `open`,
    /// and returns the position after its `)`.
    private func passedOn(from open: Int, before end: Int, depth: Int, marks: inout ParameterMarks) -> Int {
        var position = open + 1
        var nesting = 0
        while position < end {
            let candidate = token(at: position)
            switch candidate.kind {
            case .leftBrace, .leftParen, .leftBracket: nesting += 1
            case .rightBrace, .rightParen, .rightBracket:
                if nesting == 0 { return position + 1 }
                nesting -= 1
            case .identifier where nesting == 0 && token(at: position + 1).kind == .colon:
                // A label at the start of an argument: `name: name` then `,` or `)`.
                let label = name(of: candidate)
                let value = token(at: position + 2)
                let next = token(at: position + 3).kind
                if depth == 1, value.kind == .identifier, name(of: value) == label, next == .comma || next == .rightParen {
                    marks.store(label)
                    position += 3
                    continue
                }
                marks.change(label)
            default: break
            }
            position += 1
        }
        return end
    }

    /// The properties a statement at the top level of the body `start..<end` (its braces
    /// included) assigns: `self.name = …`, or `name = …` where no parameter is named `name`.
    /// Assignments in a branch or a closure may not run, and are not counted.
    @inline(__always)
    func assignedProperties(_ parameters: [Parameter], from start: Int, to end: Int) -> [String] {
        var assigned: [String] = []
        forEachStatementStart(from: start, to: end) { position, depth in
            let candidate = token(at: position)
            guard depth == 1, candidate.kind == .identifier else { return nil }
            if isWord(candidate, "self"), token(at: position + 1).kind == .period, token(at: position + 2).kind == .identifier,
               token(at: position + 3).kind == .equal {
                assigned.append(name(of: token(at: position + 2)))
                return position + 4
            }
            guard token(at: position + 1).kind == .equal else { return nil }
            let field = name(of: candidate)
            // `name = name` assigns the parameter, not the property it shadows.
            if !parameters.contains(where: { ($0.name ?? $0.label) == field }) { assigned.append(field) }
            return position + 2
        }
        return assigned
    }

    /// Whether `token` is the plain identifier spelled `spelling` (`self`, `init`).
    func isWord(_ token: Lexer.Token, _ spelling: StaticString) -> Bool {
        token.kind == .identifier && !token.flags.contains(.backticked) && Int(token.length) == spelling.utf8CodeUnitCount
            && memcmpBytes(text + Int(token.offset), spelling.utf8Start, Int(token.length))
    }
}

/// Which parameters a body stores as given and which it changes, one flag byte each: an
/// initializer reads a few names, and two arrays grown at every assignment cost more than the
/// scan itself.
private struct ParameterMarks {
    let names: [String]
    private let index: NameIndex
    private var flags: [UInt8]
    private static let stored: UInt8 = 1
    private static let changed: UInt8 = 2

    init(names: [String]) {
        self.names = names
        index = NameIndex(names)
        flags = Array(repeating: 0, count: names.count)
    }

    mutating func store(_ name: String) {
        if let position = index.firstIndex(of: name) { flags[position] |= Self.stored }
    }

    mutating func change(_ name: String) {
        if let position = index.firstIndex(of: name) { flags[position] |= Self.changed }
    }

    /// The names stored nowhere as given, or changed somewhere.
    var notStored: [String] {
        names.indices.filter { flags[$0] != Self.stored }.map { names[$0] }
    }
}
