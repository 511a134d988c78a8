/// An initial value that is nothing but an initializer call, `Name(…)`, `Name.init(…)`, `Outer.Name<T>(…)`,
/// `[Element]()` or `[Key: Value]()`: the type as written and the call's argument labels.
///
/// Only when the parenthesis closing the call ends the expression: `Data(bytes).base64EncodedString()`
/// is a `String`, `URL(string: s)!` a `URL` and `Name(x) ?? y` anything; the type of those is
/// not the callee's, and taking the text before the first `(` for it made lenses and static
/// constants of the wrong type, which did not compile.
///
/// ```swift
/// InitializerCall.reading("Region(code: \"NZ\", _: 2)")  // type Region, labels ["code", nil]
/// InitializerCall.reading("[String]()")                   // type [String], labels []
/// InitializerCall.reading("Self.init(.low)")              // type Self, labels [nil]
/// InitializerCall.reading("Data(x).count")                // nil
/// ```
struct InitializerCall {
    /// The callee as a type: `.nominal`, `.array` or `.dictionary`.
    let type: TypeSyntax
    /// One per argument: its label, `nil` for an unlabeled one.
    let labels: [String?]

    /// The call `text` is, or `nil` when it is anything else.
    static func reading(_ text: String) -> InitializerCall? {
        // Most initial values are not calls; those skip the lexer. A type's name starts with a
        // capital, or with an underscore before one (apple/swift-crypto's `_RSA.Signing.KeySize(bitCount:
        // 2048)`, whose constants were not seen): a function named in lowercase (`makeDefault()`)
        // is not taken for one.
        guard let first = text.utf8.first, text.utf8.last == UInt8(ascii: ")"),
              first == UInt8(ascii: "[") || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first)
                || (first == UInt8(ascii: "_") && text.utf8.dropFirst().first(where: { $0 != UInt8(ascii: "_") })
                    .map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) } == true) else { return nil }
        return DeclarationParser.reading(text, read)
    }

    private static func read(_ parser: inout DeclarationParser) -> InitializerCall? {
        guard var type = parser.parseType(), parser.current.kind == .leftParen else { return nil }
        switch type {
        case .nominal(let components):
            // `Self.init(…)` and `Name.init(…)` call the same initializer as `Self(…)` and
            // `Name(…)` (swift-server/RediStack's error codes, `static let invalidData =
            // Self.init(.invalidData)`, had their constants unseen); the type reads `init` as
            // one more member.
            if components.count > 1, let last = components.last, last.name == "init", last.genericArguments.isEmpty {
                type = .nominal(Array(components.dropLast()))
            }
        case .array, .dictionary: break
        default: return nil
        }
        parser.advance()
        var labels: [String?] = []
        var depth = 0
        var startsArgument = true
        while true {
            let token = parser.current
            if startsArgument, depth == 0, token.kind != .rightParen {
                labels.append(token.kind == .identifier && parser.peek().kind == .colon ? parser.name(of: token) : nil)
            }
            startsArgument = false
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace:
                depth += 1
            case .rightParen, .rightBracket, .rightBrace:
                if depth == 0 {
                    // The call's own closing parenthesis: it must be the last token.
                    parser.advance()
                    guard token.kind == .rightParen, parser.isAtEnd else { return nil }
                    return InitializerCall(type: type, labels: labels)
                }
                depth -= 1
            case .comma:
                startsArgument = depth == 0
            case .endOfFile:
                return nil
            default:
                break
            }
            parser.advance()
        }
    }
}
