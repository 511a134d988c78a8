/// Type expressions: `Outer.Inner<Int>?`, `[K: V]`, `@Sendable (Int) async throws -> Bool`, …
extension DeclarationParser {
    /// Parses a type at the cursor, reporting a diagnostic and returning `nil` when there is none.
    mutating func parseType() -> TypeSyntax? {
        guard nesting < DeclarationParser.maximumNesting else {
            error("type is nested too deeply", at: current)
            return nil
        }
        nesting += 1
        defer { nesting -= 1 }

        var attributes: [Attribute] = []
        var specifiers: [String] = []
        while true {
            if current.kind == .atSign, let attribute = parseAttribute() {
                attributes.append(attribute)
                continue
            }
            if !isCapitalized(current), let keyword = currentKeyword, isTypeSpecifier(keyword), peek().kind != .colon, peek().kind != .comma {
                specifiers.append(name(of: current))
                advance()
                // Only `nonisolated(nonsending)` takes an argument: after any other specifier a
                // parenthesis opens the type, glued or not (`isolated(any Actor)?`, swift-otel's
                // `#isolation` parameters).
                if keyword == .nonisolated, current.kind == .leftParen, !current.hasSpaceBefore {
                    let open = index
                    skipGroup()
                    specifiers[specifiers.count - 1] = string(fromToken: open - 1, throughToken: index - 1)
                }
                continue
            }
            break
        }
        guard var base = parseCompositionType() else { return nil }
        if current.kind == .arrow {
            // `Int -> Void`: Swift 2's unparenthesized parameter, still parsed (with an error) by swiftc.
            advance()
            guard let returnType = parseType() else { return nil }
            base = .function(FunctionTypeSyntax(parameters: [TupleTypeElement(type: base)], returnType: returnType))
        }
        if attributes.isEmpty, specifiers.isEmpty { return base }
        return .attributed(base, attributes: attributes, specifiers: specifiers)
    }

    /// Whether a token starts with an ASCII capital, as most type names do: no keyword that
    /// type parsing looks for (`inout`, `some`, `any`, `each`, `repeat`, …) does, so such a
    /// name skips keyword classification.
    @inline(__always)
    private func isCapitalized(_ token: Lexer.Token) -> Bool {
        token.length > 0 && text[Int(token.offset)] &- UInt8(ascii: "A") < 26
    }

    private func isTypeSpecifier(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .inout, .borrowing, .consuming, .__owned, .__shared, .sending, .isolated, ._const: true
        // `nonisolated(nonsending) () async -> R`: the caller's isolation, for the function type.
        case .nonisolated: peek().kind == .leftParen && !peek().hasSpaceBefore
        default: false
        }
    }

    /// `P & Q & R`, or a single type.
    mutating func parseCompositionType() -> TypeSyntax? {
        guard let first = parsePostfixType() else { return nil }
        guard isOperator(current, "&") else { return first }
        var parts = [first]
        while isOperator(current, "&") {
            advance()
            guard let part = parsePostfixType() else { return nil }
            parts.append(part)
        }
        return .composition(parts)
    }

    mutating func parsePostfixType() -> TypeSyntax? {
        var type: TypeSyntax
        let token = current
        switch token.kind {
        case .identifier:
            switch isCapitalized(token) ? nil : keyword(token) {
            case Keyword.some?:
                advance()
                return parseCompositionType().map { .opaque($0) }
            case Keyword.any? where peek().kind == .identifier || peek().kind == .leftParen || peek().kind == .leftBracket:
                advance()
                return parseCompositionType().map { .existential($0) }
            case Keyword.each?:
                advance()
                guard let base = parsePostfixType() else { return nil }
                return .packElement(base)
            case Keyword.repeat?:
                advance()
                // `repeat @escaping (each T) -> Void`: a pattern may carry attributes.
                guard let base = current.kind == .atSign ? parseType() : parsePostfixType() else { return nil }
                return .packExpansion(base)
            default:
                guard let nominal = parseNominalType() else { return nil }
                type = nominal
            }
        case .operator where isOperator(token, "~"):
            advance()
            guard let base = parsePostfixType() else { return nil }
            return .suppressed(base)
        case .leftBracket:
            guard let collection = parseCollectionType() else { return nil }
            type = collection
        case .leftParen:
            guard let parenthesized = parseParenthesizedType() else { return nil }
            // `(Int) -> Void` takes no postfix; `(() -> Void)?` does.
            if parenthesized.isFunction { return parenthesized.type }
            type = parenthesized.type
        default:
            error("expected type", at: token)
            return nil
        }
        while true {
            switch current.kind {
            case .postfixQuestion:
                advance()
                type = .optional(type)
            case .postfixExclamation:
                advance()
                type = .implicitlyUnwrappedOptional(type)
            case .period:
                let member = peek()
                switch keyword(member) {
                case .Type:
                    index += 2
                    type = .metatype(type, .type)
                case .Protocol:
                    index += 2
                    type = .metatype(type, .protocol)
                default:
                    guard member.kind == .identifier else { return type }
                    // `[Element].Iterator` is `Array<Element>.Iterator`: sugar becomes a name to
                    // continue from.
                    if var components = type.nominalComponents {
                        advance()
                        guard let more = parseNominalType(), case .nominal(let rest) = more else { return nil }
                        components += rest
                        type = .nominal(components)
                    } else if case .packElement = type {
                        // `(each Source).Element`: no name reaches a pack element's member.
                        advance()
                        guard let more = parseNominalType(), case .nominal(let rest) = more else { return nil }
                        type = .member(type, rest)
                    } else {
                        return type
                    }
                }
            default:
                return type
            }
        }
    }

    /// `Outer.Inner<Int>.Deep`, stopping before `.Type`/`.Protocol`.
    mutating func parseNominalType() -> TypeSyntax? {
        let token = current
        if token.kind == .identifier {
            let next = peek().kind
            if next != .leftAngle, next != .period, !token.flags.contains(.backticked) {
                // A plain name, the usual case: shared per file (see ``SimpleTypeCache``).
                advance()
                let range = token.textRange
                if let shared = simpleTypes.type(text: text, start: range.lowerBound, length: range.count) {
                    return shared
                }
                let type = TypeSyntax.nominal([TypeComponent(name: name(of: token))])
                simpleTypes.insert(type, text: text, start: range.lowerBound, length: range.count)
                return type
            }
        }
        guard var component = parseTypeComponent() else { return nil }
        guard isMemberComponentNext else { return .nominal([component]) }
        // Qualified names are rarer: only they pay for a growing array.
        var components = [component]
        while isMemberComponentNext {
            advance()
            guard let next = parseTypeComponent() else { return nil }
            component = next
            components.append(component)
        }
        if components.count == 2, components[0].genericArguments.isEmpty {
            twoComponentTypeNames.append((components[0].name, components[1].name))
        }
        return .nominal(components)
    }

    /// `Inner<Int>` at the cursor.
    private mutating func parseTypeComponent() -> TypeComponent? {
        let token = current
        guard token.kind == .identifier else {
            error("expected type name", at: token)
            return nil
        }
        advance()
        var component = TypeComponent(name: typeName(of: token))
        if current.kind == .leftAngle {
            guard let arguments = parseGenericArguments() else { return nil }
            component.genericArguments = arguments
        }
        return component
    }

    /// A type name as written: `` `Self` `` keeps its backticks, the name of a type declared so
    /// (an API's `_links.self`, generated as `` struct `Self` ``), not the enclosing type that
    /// a plain `Self` is.
    private func typeName(of token: Lexer.Token) -> String {
        let name = name(of: token)
        return name == "Self" && token.flags.contains(.backticked) ? "`Self`" : name
    }

    /// Whether `.Name` follows, continuing a qualified name (`.Type` and `.Protocol` do not).
    private var isMemberComponentNext: Bool {
        guard current.kind == .period, peek().kind == .identifier else { return false }
        switch keyword(peek()) {
        case .Type, .Protocol: return false
        default: return true
        }
    }

    /// `<Int, [String]>` at the cursor.
    mutating func parseGenericArguments() -> [TypeSyntax]? {
        advance()
        var arguments: [TypeSyntax] = []
        while current.kind != .rightAngle {
            guard let argument = current.kind == .number ? parseValueArgument() : parseType() else { return nil }
            arguments.append(argument)
            if current.kind == .comma {
                advance()
            } else if current.kind != .rightAngle {
                error("expected '>' to end generic arguments", at: current)
                return nil
            }
        }
        advance()
        return arguments
    }

    /// A value generic's argument, the integer literal in `InlineArray<3, Int>`, kept as a name
    /// spelled as written: a type would not parse there, and the property it was in would be
    /// lost (its memberwise initializer then called without it).
    private mutating func parseValueArgument() -> TypeSyntax? {
        let literal = current
        advance()
        return .named(name(of: literal))
    }

    /// `[T]`, `[K: V]`, or `[3 of T]`, `InlineArray<3, T>` (SE-0483's sugar).
    mutating func parseCollectionType() -> TypeSyntax? {
        advance()
        if current.kind == .number || current.kind == .identifier, isWord(peek(), "of") {
            // `[count of UInt8]` counts with a literal or a value generic parameter.
            let count = current.kind == .number ? parseValueArgument() : parseNominalType()
            advance()
            guard let count, let element = parseType() else { return nil }
            guard current.kind == .rightBracket else {
                error("expected ']' in type", at: current)
                return nil
            }
            advance()
            return .nominal([TypeComponent(name: "InlineArray", genericArguments: [count, element])])
        }
        guard let element = parseType() else { return nil }
        var result = TypeSyntax.array(element)
        if current.kind == .colon {
            advance()
            guard let value = parseType() else { return nil }
            result = .dictionary(key: element, value: value)
        }
        guard current.kind == .rightBracket else {
            error("expected ']' in type", at: current)
            return nil
        }
        advance()
        return result
    }

    /// A tuple, a parenthesized type, or a function type (`isFunction`).
    mutating func parseParenthesizedType() -> (type: TypeSyntax, isFunction: Bool)? {
        advance()
        var elements: [TupleTypeElement] = []
        while current.kind != .rightParen {
            var label: String?
            let first = current
            if first.kind == .identifier {
                if peek().kind == .colon {
                    label = name(of: first)
                    advance()
                    advance()
                } else if peek().kind == .identifier, peek(2).kind == .colon {
                    // `(_ name: Int) -> Void`: the first name is the label callers would use.
                    label = name(of: first)
                    index += 3
                }
                if label == "_" { label = nil }
            }
            guard let type = parseType() else { return nil }
            var element = TupleTypeElement(label: label, type: type)
            if isOperator(current, "...") {
                element.isVariadic = true
                advance()
            }
            if current.kind == .equal {
                // A default value in a function type's parameters is not Swift, but skip it.
                advance()
                _ = scanExpression()
            }
            elements.append(element)
            if current.kind == .comma {
                advance()
            } else if current.kind != .rightParen {
                error("expected ')' in type", at: current)
                return nil
            }
        }
        advance()
        if let effects = parseFunctionTypeEffects() {
            guard let returnType = parseType() else { return nil }
            return (.function(FunctionTypeSyntax(parameters: elements, isAsync: effects.isAsync, throwsClause: effects.throwsClause, returnType: returnType)), true)
        }
        if elements.count == 1, elements[0].label == nil, !elements[0].isVariadic {
            return (elements[0].type, false)
        }
        return (.tuple(elements), false)
    }

    /// `async throws(E) ->` after a parameter list, consuming the arrow; `nil` if no arrow follows.
    private mutating func parseFunctionTypeEffects() -> Effects? {
        let start = index
        let effects = parseEffects()
        guard current.kind == .arrow else {
            index = start
            return nil
        }
        advance()
        return effects
    }

    /// `async`, `throws`, `throws(E)`, `rethrows` in any order.
    mutating func parseEffects() -> Effects {
        var effects = Effects()
        while let keyword = currentKeyword {
            switch keyword {
            case .async, .reasync:
                effects.isAsync = true
                advance()
            case .throws:
                advance()
                if current.kind == .leftParen, !current.hasNewlineBefore {
                    advance()
                    if let thrown = parseType() {
                        effects.throwsClause = .typed(thrown)
                    }
                    if current.kind == .rightParen { advance() }
                } else {
                    effects.throwsClause = .untyped
                }
            case .rethrows:
                effects.throwsClause = .rethrows
                advance()
            default:
                return effects
            }
        }
        return effects
    }
}

/// The effects of a function or function type.
struct Effects {
    var isAsync = false
    var throwsClause: ThrowsClause?
}

extension TypeSyntax {
    /// The components to continue a member type from: a nominal type's own, or the standard
    /// name behind `[T]`, `[K: V]` and `T?`.
    fileprivate var nominalComponents: [TypeComponent]? {
        switch self {
        case .nominal(let components): components
        case .array(let element): [TypeComponent(name: "Array", genericArguments: [element])]
        case .dictionary(let key, let value): [TypeComponent(name: "Dictionary", genericArguments: [key, value])]
        case .optional(let wrapped): [TypeComponent(name: "Optional", genericArguments: [wrapped])]
        default: nil
        }
    }
}
