/// A parameter whose default differs from one call to the next: a `UUID` or a `Date`
/// (`id: UUID = UUID()`, `var createdAt = Date()`), optional or not (`createdAt: Date? =
/// .init()`). `provide()` passes such a parameter its provided value rather than leave it
/// out, so that two calls build equal values, as tests and `variants()` expect. A
/// deterministic default of those types (`.distantPast`) loses nothing by it: the provided
/// one is fixed too. An optional defaulted to `nil` is left out, as any other parameter.
///
/// ```swift
/// // struct Note { var id = UUID(); var text: String }
/// VaryingDefaults.isVarying(.standard("UUID", arguments: []), default: "UUID()") // true: `Note(id: Factory<UUID>.provide(), text: …)`
/// ```
enum VaryingDefaults {
    static func isVarying(_ type: ResolvedType?, default expression: String?) -> Bool {
        guard case .standard(let name, let arguments)? = type else { return false }
        if name == "Optional", arguments.count == 1 {
            guard let expression, expression != "nil" else { return false }
            return isVarying(arguments[0], default: expression)
        }
        return arguments.isEmpty && (name == "UUID" || name == "Date")
    }

    /// Whether a call passes a defaulted parameter or property its provided value because its
    /// default may differ from one call to the next (``mayDiffer(_:)``: `rows: [Row] =
    /// [Row(id: UUID())]`, TCA's initial states; `clientToken: String? = idempotencyToken()`)
    /// and its type may be provided. The call that leaves such defaults is the fallback: the
    /// provided value may need a type that turns out to have no factory. A call of an
    /// initializer of the type that leaves such a default itself counts (``VaryingInitializerDefaults``).
    static func isPassed(_ type: ResolvedType?, default expression: String?, values: ValueExpressions, in context: TypeID) -> Bool {
        // Not a value decoded on its own: it may stop the test, where the default would not.
        guard let type, let expression, VaryingInitializerDefaults.mayDiffer(expression, as: type, table: values.table, lookup: values.lookup),
              case .options(let options) = values.value(of: type, in: context),
              !options.contains(where: { $0.expression.hasPrefix("ProvidingDecoder.") }) else { return false }
        return true
    }

    /// Whether a default may give another value at each call: it calls `UUID()` or `Date()`,
    /// or a function or method (``callsFunction(_:)``), which may read a clock, a counter or a
    /// random source. A literal, a constant or an initializer does not.
    static func mayDiffer(_ expression: String) -> Bool {
        // Either needs a parenthesis, which most defaults (`nil`, `[]`, `.none`, `0`) have not.
        expression.utf8.contains(UInt8(ascii: "(")) && (callsVaryingInitializer(expression) || callsFunction(expression))
    }

    /// Whether `expression` calls a function or method outside a closure's body: a name that
    /// starts in lowercase right before `(`, other than `init`, and other than an implicit
    /// member (`.seconds(300)`, `.options()`, `.fixed(100)`), which is an enum's case or a
    /// static factory of the type expected there, save `.random(…)`. `Tokens.fresh()`,
    /// `token.next()`, `makeID()` and `.random(in: 0...9)` do; `Region(code: "NZ")`,
    /// `.init()`, `{ log() }` and `"now()"` do not.
    static func callsFunction(_ expression: String) -> Bool {
        // Most defaults are literals and constants: those skip the lexer.
        guard expression.utf8.contains(UInt8(ascii: "(")) else { return false }
        return DeclarationParser.reading(expression) { parser in
            var closures = 0
            // Whether the last token is a dot that starts an implicit member (`.intro(…)`), not
            // one that follows a value (`Guide.intro(…)`, `list.first?.name`).
            var afterLeadingDot = false
            var previous = TokenKind.endOfFile
            while !parser.isAtEnd {
                let token = parser.current
                switch token.kind {
                case .leftBrace: closures += 1
                case .rightBrace: closures -= 1
                case .identifier where closures == 0 && parser.peek().kind == .leftParen && parser.keyword(token) != .initializer:
                    let first = parser.text[token.textRange.lowerBound]
                    let isLowercase = first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") || first == UInt8(ascii: "_")
                    if isLowercase, !afterLeadingDot || parser.name(of: token) == "random" { return true }
                default: break
                }
                switch previous {
                case .identifier, .number, .string, .rightParen, .rightBracket, .rightBrace, .postfixQuestion, .postfixExclamation, .rightAngle:
                    afterLeadingDot = false
                default:
                    afterLeadingDot = token.kind == .period
                }
                previous = token.kind
                parser.advance()
            }
            return false
        }
    }

    /// `UUID()` or `Date()` called anywhere in `expression`, not as the end of a longer name.
    static func callsVaryingInitializer(_ expression: String) -> Bool {
        var text = expression
        return text.withUTF8(DeclarationParser.callsVaryingInitializer(in:))
    }
}
