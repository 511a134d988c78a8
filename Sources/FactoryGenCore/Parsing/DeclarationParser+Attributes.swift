/// What stands before a declaration's introducer: documentation, attributes, modifiers.
struct DeclarationPrefix {
    var attributes: [Attribute] = []
    var modifiers: [String] = []
    var accessLevel: AccessLevel?
    var setterAccessLevel: AccessLevel?
    var isStatic = false
    var documentation: String?
    var condition: String?
    /// The keyword the cursor is on when the prefix ends (the introducer: `var`, `struct`, …),
    /// classified once here rather than again by each reader.
    var introducer: Keyword?

    var isEmpty: Bool { attributes.isEmpty && modifiers.isEmpty && accessLevel == nil && setterAccessLevel == nil }
}

extension DeclarationParser {
    /// Parses `@Name`, `@Module.Name<T>`, `@available(iOS 13, *)` at the cursor (on `@`).
    /// Arguments and generic arguments belong to the attribute only when written right after
    /// its name: in `@Sendable (Int) -> Void` the parentheses are the function type's.
    mutating func parseAttribute() -> Attribute? {
        let at = current
        guard peek().kind == .identifier else {
            error("expected attribute name after '@'", at: at)
            advance()
            return nil
        }
        advance()
        var attributeName = name(of: current)
        advance()
        while current.kind == .period, !current.hasSpaceBefore, peek().kind == .identifier {
            attributeName += "." + name(of: peek())
            index += 2
        }
        var attribute = Attribute(name: attributeName)
        if current.kind == .leftAngle, !current.hasSpaceBefore {
            // On failure the cursor stays where reading stopped (reported there): going back
            // would read nested attributes again, which is exponential on garbage.
            if let arguments = parseGenericArguments() {
                attribute.genericArguments = arguments
            }
        }
        if current.kind == .leftParen, !current.hasSpaceBefore, !Self.attributesWithoutArguments.contains(attributeName) {
            let open = current
            skipGroup()
            let close = token(at: index - 1)
            let closeOffset = close.kind == .rightParen ? Int(close.offset) : close.end
            attribute.arguments = trimmed(from: open.end, to: closeOffset)
        }
        return attribute
    }

    /// Attributes swiftc knows to take no arguments: a parenthesis right after one opens the
    /// type it marks, as in `completion: @escaping(Result<Int, Error>) -> Void`, which compiles.
    static let attributesWithoutArguments: Set<String> = [
        "escaping", "autoclosure", "Sendable", "noescape", "async", "preconcurrency", "retroactive",
        "unchecked", "noDerivative", "_local", "_noMetadata",
    ]

    /// The source text between two offsets without surrounding whitespace.
    func trimmed(from start: Int, to end: Int) -> String {
        var start = min(max(start, 0), textCount)
        var end = min(max(end, start), textCount)
        while start < end, isWhitespace(text[start]) { start += 1 }
        while end > start, isWhitespace(text[end - 1]) { end -= 1 }
        return string(from: start, to: end)
    }

    private func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 32 || byte == 9 || byte == 10 || byte == 13 || byte == 11 || byte == 12
    }

    /// Reads documentation, attributes and modifiers before a declaration's introducer.
    /// Fills `prefix` in place: returning it would copy every field once more per declaration.
    mutating func parseDeclarationPrefix(into prefix: inout DeclarationPrefix) {
        prefix.documentation = readsDocumentation ? documentation(before: index) : nil
        while true {
            if current.kind == .atSign {
                if let attribute = parseAttribute() { prefix.attributes.append(attribute) }
                continue
            }
            if current.kind == .poundKeyword, directive(current) == .if, skipAttributeConditional() {
                continue
            }
            prefix.introducer = currentKeyword
            guard let keyword = prefix.introducer, keyword.isDeclarationModifier else { return }
            let next = peek()
            if keyword == .class {
                // `class func`: a modifier; `class Name`: the introducer.
                guard let following = self.keyword(next), following.isDeclarationIntroducer || following.isDeclarationModifier else {
                    return
                }
            }
            if next.kind == .leftParen, peek(2).kind == .identifier, peek(3).kind == .rightParen,
               !next.hasSpaceBefore || takesSpacedArgument(keyword, argument: peek(2)) {
                // `private(set)`, `unowned(safe)`, `nonisolated(unsafe)`.
                if let level = keyword.accessLevel, self.keyword(peek(2)) == .set {
                    prefix.setterAccessLevel = level
                } else if next.hasSpaceBefore {
                    prefix.modifiers.append(name(of: current) + "(" + name(of: peek(2)) + ")")
                } else {
                    prefix.modifiers.append(string(fromToken: index, throughToken: index + 3))
                }
                index += 4
                continue
            }
            guard next.kind == .identifier || next.kind == .atSign else { return }
            if let level = keyword.accessLevel {
                prefix.accessLevel = level
            } else {
                prefix.modifiers.append(name(of: current))
                if keyword == .static || keyword == .class { prefix.isStatic = true }
            }
            advance()
        }
    }

    /// Whether `keyword (argument)`, with a space, is still the modifier's argument: Swift 5
    /// accepts `private (set)` and `unowned (safe)` with a warning, and real code has them. The
    /// argument must be one of the words these modifiers take, so that a parenthesized
    /// expression after a contextual keyword is not read as one.
    func takesSpacedArgument(_ keyword: Keyword, argument: Lexer.Token) -> Bool {
        if keyword.accessLevel != nil { return self.keyword(argument) == .set }
        guard keyword == .unowned || keyword == .nonisolated else { return false }
        let word = name(of: argument)
        return word == "safe" || word == "unsafe"
    }

    /// Skips `#if … @Attribute … #endif` written among a declaration's attributes, when the
    /// cursor is on such a `#if`; returns `false` (cursor unchanged) for an ordinary `#if`.
    mutating func skipAttributeConditional() -> Bool {
        // Cheap test first: the line after `#if …` must start with an attribute.
        guard token(at: conditionEnd(from: index + 1)).kind == .atSign else { return false }
        var position = index
        var depth = 0
        var sawAttribute = false
        // Attribute conditionals are short; the bound keeps runs of `#if` lines linear.
        let limit = index + 64
        while position < limit {
            let token = token(at: position)
            switch token.kind {
            case .poundKeyword:
                switch directive(token) {
                case .if, .elseif:
                    if directive(token) == .if { depth += 1 }
                    position = conditionEnd(from: position + 1)
                    continue
                case .else:
                    position += 1
                    continue
                case .endif:
                    depth -= 1
                    position += 1
                    if depth == 0 {
                        guard sawAttribute else { return false }
                        index = min(position, tokenCount - 1)
                        return true
                    }
                    continue
                default:
                    return false
                }
            case .atSign:
                sawAttribute = true
                guard let next = self.position(afterAttributeAt: position) else { return false }
                position = next
            default:
                return false
            }
        }
        return false
    }

    /// Looks past the attribute whose `@` is at `position` (name, qualified name, arguments)
    /// without moving the cursor; `nil` if no name follows the `@`.
    func position(afterAttributeAt position: Int) -> Int? {
        var position = position + 1
        guard token(at: position).kind == .identifier else { return nil }
        position += 1
        while token(at: position).kind == .period, token(at: position + 1).kind == .identifier { position += 2 }
        if token(at: position).kind == .leftParen, !token(at: position).hasSpaceBefore {
            position = self.position(afterGroupAt: position)
        }
        return position
    }

    /// Looks past the bracketed group that opens at `position` without moving the cursor or
    /// reporting anything; the end-of-file position if it never closes.
    func position(afterGroupAt position: Int) -> Int {
        var position = position
        var depth = 0
        while true {
            switch token(at: position).kind {
            case .leftBrace, .leftParen, .leftBracket:
                depth += 1
            case .rightBrace, .rightParen, .rightBracket:
                depth -= 1
                if depth <= 0 { return position + 1 }
            case .endOfFile:
                return position
            default:
                break
            }
            position += 1
        }
    }
}
