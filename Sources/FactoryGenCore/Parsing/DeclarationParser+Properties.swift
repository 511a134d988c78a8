/// `let`/`var` declarations and accessor blocks.
extension DeclarationParser {
    /// One name a pattern binds, with its position in a tuple pattern.
    private struct BoundName {
        var name: String
        var token: Lexer.Token
        var position: Int
    }

    /// Reads `var a = 1, b: Int { … }`, `let (x, y): (Int, Int)`, …: one property per name.
    /// `readsBodies`: they are members of an extension of `Decoder`, which `init(from:)` may
    /// read: a computed one's accessors are read for where they may stop. `isTopLevel`: a
    /// stored one whose value is a closure is also a helper an initializer may call by its
    /// name (``closureHelper(named:at:from:through:)``).
    /// Pushed on ``pendingProperties``.
    mutating func parseProperties(_ prefix: DeclarationPrefix, readsBodies: Bool = false, isTopLevel: Bool = false) {
        let isLet = prefix.introducer == .let
        advance()
        // `let a, b: Int`: names without a type or value take the next annotation's type.
        var awaitingType: [Int] = []
        while true {
            // A single name (the usual case) needs no array.
            var single: BoundName?
            var names: [BoundName] = []
            var isTuple = false
            if current.kind == .identifier {
                single = BoundName(name: name(of: current), token: current, position: 0)
                advance()
            } else if current.kind == .leftParen {
                isTuple = true
                names = parseTuplePattern()
            } else {
                error("expected pattern in \(isLet ? "let" : "var") declaration", at: current)
                skipToDeclarationEnd()
                return
            }
            var type: TypeSyntax?
            if current.kind == .colon {
                advance()
                type = parseType()
                if type == nil {
                    skipToDeclarationEnd()
                    return
                }
            }
            var initialValue: String?
            var closureValue: (first: Int, last: Int)?
            if current.kind == .equal {
                let equal = current
                advance()
                let first = index
                if let last = scanExpression(stopsAtObservers: true) {
                    initialValue = string(fromToken: first, throughToken: last)
                    closureValue = (first, last)
                } else {
                    error("expected initial value after '='", at: equal)
                }
            }
            var accessors: [String] = []
            var stops = BodyStops()
            if current.kind == .leftBrace {
                let bodyStart = index
                accessors = parseAccessorBlock()
                if readsBodies { stops = scanStops(from: bodyStart, to: index, .throwingFunction) }
            }
            let isStored = accessors.allSatisfy { $0 == "willSet" || $0 == "didSet" }
            // Built inside the append: a local `var` that is then appended gets copied, field by field.
            func append(_ bound: BoundName, type: TypeSyntax?, location: SourceLocation) {
                pendingProperties.append(PropertyDeclaration(
                    name: bound.name, type: type, isLet: isLet, initialValue: initialValue,
                    accessors: accessors, isStored: isStored, isStatic: prefix.isStatic,
                    attributes: prefix.attributes, modifiers: prefix.modifiers, accessLevel: prefix.accessLevel,
                    setterAccessLevel: prefix.setterAccessLevel, documentation: prefix.documentation,
                    location: location, condition: prefix.condition, mayStopAt: stops.first, triedCalls: stops.triedCalls
                ))
            }
            if let single {
                append(single, type: type, location: location(of: single.token))
                if isTopLevel, isStored, let closureValue {
                    closureHelper(named: single.name, at: single.token, from: closureValue.first, through: closureValue.last)
                }
            }
            for bound in names {
                var boundType: TypeSyntax?
                if case .tuple(let elements)? = type, bound.position < elements.count {
                    boundType = elements[bound.position].type
                }
                append(bound, type: boundType, location: location(of: bound.token))
            }
            if !isTuple, type == nil, initialValue == nil, accessors.isEmpty {
                awaitingType.append(pendingProperties.count - 1)
            } else {
                if let type, !isTuple {
                    for waiting in awaitingType { pendingProperties[waiting].type = type }
                }
                awaitingType.removeAll()
            }
            guard current.kind == .comma else { break }
            advance()
        }
    }

    /// A top-level stored property whose value is a closure literal, `var check: (Bool, String)
    /// -> Void = { ok, message in precondition(ok, message) }`, runs that closure when called by
    /// its name, as a function runs its body: an initializer that checks its arguments through
    /// it (dropbox/SwiftyDropbox's validators call such a hook) may trap as if it called a
    /// function that does. Pushed on ``pendingFunctions`` as a function of that name whose body
    /// is the closure's, read for where it traps as a top-level function's is; a value that
    /// only starts with one (`{ … }()`, `{ … }.self`) is no closure.
    private mutating func closureHelper(named name: String, at nameToken: Lexer.Token, from first: Int, through last: Int) {
        guard token(at: first).kind == .leftBrace, token(at: last).kind == .rightBrace else { return }
        let saved = index
        index = first
        _ = skipGroup()
        let closesAtLast = index == last + 1
        index = saved
        guard closesAtLast else { return }
        let stops = scanStops(from: first, to: last + 1, .storedClosure)
        pendingFunctions.append(FunctionDeclaration(
            name: name, location: location(of: nameToken), mayStopAt: stops.first,
            calledFunctions: stops.first == nil ? calledFunctions(from: first, to: last + 1) : []
        ))
    }

    /// The names in `(a, _, (b, c))` at the cursor, with their top-level positions.
    private mutating func parseTuplePattern() -> [BoundName] {
        var names: [BoundName] = []
        var depth = 0
        var position = 0
        while true {
            let token = current
            switch token.kind {
            case .leftParen:
                depth += 1
            case .rightParen:
                depth -= 1
                if depth == 0 {
                    advance()
                    return names
                }
            case .comma:
                if depth == 1 { position += 1 }
            case .identifier:
                let next = peek()
                if next.kind != .colon, keyword(token) != ._ {
                    names.append(BoundName(name: name(of: token), token: token, position: position))
                }
            case .endOfFile, .leftBrace, .rightBrace, .equal:
                error("expected ')' in pattern", at: token)
                return names
            default:
                break
            }
            advance()
        }
    }

    /// Reads `{ … }` after a property or subscript: the accessor keywords written (`get`, `set`,
    /// `willSet`, …), or `["get"]` for a bare getter body.
    mutating func parseAccessorBlock() -> [String] {
        let open = index
        var first = index + 1
        while true {
            let token = token(at: first)
            if token.kind == .atSign {
                guard let next = position(afterAttributeAt: first) else { break }
                first = next
            } else if let keyword = keyword(token), keyword == .mutating || keyword == .nonmutating || keyword == .__consuming {
                first += 1
            } else {
                break
            }
        }
        let firstKeyword = keyword(token(at: first))
        // `{ read() }` is a getter that calls `read`: only `set`, `willSet`, `didSet` and `init`
        // take a parenthesized name (`set(newValue) {`).
        let isCall = token(at: first + 1).kind == .leftParen
            && firstKeyword != .set && firstKeyword != .willSet && firstKeyword != .didSet && firstKeyword != .initializer
        guard firstKeyword?.isAccessor == true || firstKeyword == .initializer, !isCall else {
            skipGroup()
            return ["get"]
        }
        var accessors: [String] = []
        advance()
        while true {
            let token = current
            switch token.kind {
            case .rightBrace:
                advance()
                return accessors
            case .leftBrace, .leftParen, .leftBracket:
                if !skipGroup(), resynchronizationIndex != nil { return accessors }
                continue
            case .endOfFile:
                error("expected '}' to end accessor block", at: self.token(at: open))
                return accessors
            case .identifier:
                if let keyword = keyword(token), keyword.isAccessor || keyword == .initializer {
                    accessors.append(name(of: token))
                }
            default:
                break
            }
            advance()
        }
    }
}
