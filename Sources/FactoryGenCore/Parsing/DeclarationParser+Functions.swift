/// Initializers, functions, subscripts and their parameter clauses.
extension DeclarationParser {
    /// How a parameter clause names its parameters.
    enum ParameterStyle {
        /// `(a: Int)`: one name is both label and name.
        case function
        /// `subscript(a: Int)`, and operators (`static func == (lhs: T, rhs: T)`, called
        /// without labels): one name is a name only.
        case `subscript`
        /// `case a(x: Int, Int)`: one name is a label; types may stand alone.
        case enumCase
    }

    /// Reads `( … )` at the cursor. On malformed input it reports, skips to the closing
    /// parenthesis and returns the parameters read so far.
    mutating func parseParameterClause(_ style: ParameterStyle) -> [Parameter] {
        let open = index
        advance()
        var parameters: [Parameter] = []
        // Most clauses hold a few parameters: one allocation instead of growing from one.
        if current.kind != .rightParen { parameters.reserveCapacity(4) }
        while current.kind != .rightParen {
            // `@ViewBuilder content: …` puts attributes before the names; `case a(@Sendable () -> Void)`
            // has no names, so they belong to the type.
            var leadingAttributes: [Attribute] = []
            while current.kind == .atSign, let attribute = parseAttribute() { leadingAttributes.append(attribute) }
            var label: String?
            var parameterName: String?
            let first = current
            if first.kind == .identifier, peek().kind == .colon {
                let single = name(of: first)
                switch style {
                case .function: label = single; parameterName = single
                case .subscript: parameterName = single
                case .enumCase: label = single
                }
                index += 2
            } else if first.kind == .identifier, peek().kind == .identifier, peek(2).kind == .colon {
                label = name(of: first)
                parameterName = name(of: peek())
                index += 3
            } else if style != .enumCase {
                error("expected parameter name followed by ':'", at: first)
                return abandonParameterClause(from: open, found: parameters)
            }
            if label == "_" { label = nil }
            if parameterName == "_" { parameterName = nil }
            guard var type = parseType() else { return abandonParameterClause(from: open, found: parameters) }
            if !leadingAttributes.isEmpty, label == nil, parameterName == nil {
                if case .attributed(let base, let attributes, let specifiers) = type {
                    type = .attributed(base, attributes: leadingAttributes + attributes, specifiers: specifiers)
                } else {
                    type = .attributed(type, attributes: leadingAttributes, specifiers: [])
                }
            }
            var isVariadic = false
            if isOperator(current, "...") {
                isVariadic = true
                advance()
            }
            var defaultValue: String?
            if current.kind == .equal {
                advance()
                let valueStart = index
                if let last = scanExpression() {
                    defaultValue = string(fromToken: valueStart, throughToken: last)
                }
            }
            // Built inside the append: a local `var` that is then appended gets copied, field by field.
            parameters.append(Parameter(label: label, name: parameterName, type: type, defaultValue: defaultValue, isVariadic: isVariadic))
            if current.kind == .comma {
                advance()
            } else if current.kind != .rightParen {
                error("expected ',' or ')' in parameter list, found \(describe(current))", at: current)
                return abandonParameterClause(from: open, found: parameters)
            }
        }
        advance()
        return parameters
    }

    private mutating func abandonParameterClause(from open: Int, found parameters: [Parameter]) -> [Parameter] {
        let stop = index
        index = open
        skipGroup()
        // A clause that never closes is left where reading failed, so what follows is not lost.
        if isAtEnd || resynchronizationIndex != nil { index = max(stop, open + 1) }
        return parameters
    }

    mutating func parseInitializer(_ prefix: DeclarationPrefix) -> InitializerDeclaration? {
        let location = location(of: current)
        advance()
        var failability = InitializerDeclaration.Failability.none
        if current.kind == .postfixQuestion {
            failability = .optional
            advance()
        } else if current.kind == .postfixExclamation {
            failability = .implicitlyUnwrapped
            advance()
        }
        let genericParameters = current.kind == .leftAngle ? parseGenericParameters() : []
        guard current.kind == .leftParen else {
            error("expected '(' in initializer", at: current)
            skipToDeclarationEnd()
            return nil
        }
        let parameters = parseParameterClause(.function)
        let effects = parseEffects()
        let genericRequirements = currentKeyword == .where ? parseWhereClause() : []
        var mayStopAt: SourceLocation?
        if current.kind == .leftBrace {
            let bodyStart = index
            skipGroup()
            let isDecoding = InitializerDeclaration.isDecoding(parameters)
            if failability != .none || isDecoding { mayStopAt = firstStop(from: bodyStart, to: index, decoding: isDecoding) }
        }
        // Built once from its parts: filling in a local `var` costs a copy of the whole value.
        return InitializerDeclaration(
            parameters: parameters, failability: failability, genericParameters: genericParameters,
            genericRequirements: genericRequirements, isAsync: effects.isAsync, throwsClause: effects.throwsClause,
            attributes: prefix.attributes, modifiers: prefix.modifiers, accessLevel: prefix.accessLevel,
            documentation: prefix.documentation, location: location, condition: prefix.condition, mayStopAt: mayStopAt
        )
    }

    private static let stoppingNames: Set<String> = [
        "throw", "fatalError", "precondition", "preconditionFailure", "assert", "assertionFailure",
    ]

    /// What `init(from:)` may `try` without stopping on a made-up value: the decoder's and its
    /// containers' own methods, which a ``ProvidingDecoder`` always answers, and initializers.
    private static let decodingCalls: Set<String> = [
        "decode", "decodeIfPresent", "decodeNil", "container", "nestedContainer", "nestedUnkeyedContainer",
        "unkeyedContainer", "singleValueContainer", "superDecoder", "init",
    ]

    /// Whether `init(from:)` may `try` `callee` without stopping: one of ``decodingCalls``, or a
    /// type's initializer (`try Nested(from: decoder)`), which is judged on its own.
    private static func isDecodingCall(_ callee: String) -> Bool {
        decodingCalls.contains(callee) || callee.utf8.first.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) } == true
    }

    /// Whether `token` may be one of ``stoppingNames`` or `return`, by its length and first
    /// byte: a body has thousands of identifiers, and spelling each as a string costs more
    /// than the rest of the scan.
    @inline(__always)
    private static func mayStop(_ token: Lexer.Token, text: UnsafePointer<UInt8>) -> Bool {
        if token.flags.contains(.backticked) { return true }
        switch (token.length, text[Int(token.offset)]) {
        case (3, UInt8(ascii: "t")), (5, UInt8(ascii: "t")), (6, UInt8(ascii: "r")), (6, UInt8(ascii: "a")), (10, UInt8(ascii: "f")), (12, UInt8(ascii: "p")),
             (16, UInt8(ascii: "a")), (19, UInt8(ascii: "p")):
            return true
        default:
            return false
        }
    }

    /// The first token of `start..<end` where a body may stop: a stopping call or statement,
    /// `return nil`, or a force unwrap; in `init(from:)`, also a `try` of anything but the
    /// decoder's own methods (a helper that checks a date's format throws on a made-up one).
    private mutating func firstStop(from start: Int, to end: Int, decoding: Bool) -> SourceLocation? {
        for position in start..<end {
            let candidate = token(at: position)
            if candidate.kind == .postfixExclamation { return location(of: candidate) }
            guard candidate.kind == .identifier, Self.mayStop(candidate, text: text) else { continue }
            let word = name(of: candidate)
            if Self.stoppingNames.contains(word) { return location(of: candidate) }
            if word == "try", decoding, let callee = triedCallee(after: position, before: end), !Self.isDecodingCall(callee) {
                return location(of: candidate)
            }
            if word == "return", position + 1 < end {
                let next = token(at: position + 1)
                if next.kind == .identifier, name(of: next) == "nil" { return location(of: candidate) }
            }
        }
        return nil
    }

    /// The function a plain `try` calls: the last name of `a.b.name(` before its first
    /// parenthesis; `nil` for `try?`, which absorbs the error, and for anything else.
    private mutating func triedCallee(after position: Int, before end: Int) -> String? {
        var scan = position + 1
        var callee: String?
        while scan < end {
            let next = token(at: scan)
            switch next.kind {
            case .identifier: callee = name(of: next)
            case .period: break
            case .leftParen: return callee
            default: return nil
            }
            scan += 1
        }
        return nil
    }

    mutating func parseFunction(_ prefix: DeclarationPrefix) -> FunctionDeclaration? {
        // swiftc's range starts at a `static` modifier; the model documents the keyword.
        let location = location(of: current)
        advance()
        let namedByOperator = current.kind != .identifier
        guard let functionName = parseFunctionName() else {
            error("expected function name", at: current)
            skipToDeclarationEnd()
            return nil
        }
        let genericParameters = current.kind == .leftAngle ? parseGenericParameters() : []
        guard current.kind == .leftParen else {
            error("expected '(' in function declaration", at: current)
            skipToDeclarationEnd()
            return nil
        }
        let parameters = parseParameterClause(namedByOperator ? .subscript : .function)
        let effects = parseEffects()
        var returnType: TypeSyntax?
        if current.kind == .arrow {
            advance()
            returnType = parseType()
        }
        let genericRequirements = currentKeyword == .where ? parseWhereClause() : []
        if current.kind == .leftBrace { skipGroup() }
        return FunctionDeclaration(
            name: functionName, parameters: parameters, returnType: returnType, genericParameters: genericParameters,
            genericRequirements: genericRequirements, isAsync: effects.isAsync, throwsClause: effects.throwsClause,
            isStatic: prefix.isStatic, attributes: prefix.attributes, modifiers: prefix.modifiers,
            accessLevel: prefix.accessLevel, documentation: prefix.documentation, location: location,
            condition: prefix.condition
        )
    }

    /// A function's name: an identifier, or an operator spelled by adjacent tokens (`==`, `<`).
    private mutating func parseFunctionName() -> String? {
        if current.kind == .identifier {
            defer { advance() }
            return name(of: current)
        }
        let first = index
        while true {
            switch current.kind {
            case .operator, .leftAngle, .rightAngle, .postfixQuestion, .postfixExclamation, .equal, .arrow:
                if index != first, current.hasSpaceBefore { break }
                if index != first, current.kind == .leftAngle { break }
                advance()
                continue
            default:
                break
            }
            break
        }
        return index > first ? string(fromToken: first, throughToken: index - 1) : nil
    }

    mutating func parseSubscript(_ prefix: DeclarationPrefix) -> SubscriptDeclaration? {
        // swiftc's range starts at a `static` modifier; the model documents the keyword.
        let location = location(of: current)
        advance()
        if current.kind == .leftAngle { _ = parseGenericParameters() }
        guard current.kind == .leftParen else {
            error("expected '(' for subscript parameters", at: current)
            skipToDeclarationEnd()
            return nil
        }
        let parameters = parseParameterClause(.subscript)
        guard current.kind == .arrow else {
            error("expected '->' for subscript element type", at: current)
            skipToDeclarationEnd()
            return nil
        }
        advance()
        guard let returnType = parseType() else {
            skipToDeclarationEnd()
            return nil
        }
        if currentKeyword == .where { _ = parseWhereClause() }
        let accessors = current.kind == .leftBrace ? parseAccessorBlock() : []
        return SubscriptDeclaration(
            parameters: parameters, returnType: returnType, isStatic: prefix.isStatic, accessors: accessors,
            attributes: prefix.attributes, modifiers: prefix.modifiers, accessLevel: prefix.accessLevel,
            location: location, condition: prefix.condition
        )
    }
}
