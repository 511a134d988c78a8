/// The elements of an array or dictionary literal held as text (an initial value, a default),
/// read with the parser's tokens, so that a comma inside a call, a string or a closure does
/// not split an element: `[Chore(title: "a, b"), Chore(title: "c")]` lists two.
///
/// ```swift
/// CollectionLiteral.elements(of: "[Peg(colour: \"red\"), Peg(colour: \"blue\")]") // ["Peg(colour: \"red\")", "Peg(colour: \"blue\")"]
/// CollectionLiteral.entries(of: "[1: Sticker(motif: \"moon\")]")                  // [("1", "Sticker(motif: \"moon\")")]
/// CollectionLiteral.elements(of: "[a, b].shuffled()")                              // nil: not a literal alone
/// ```
enum CollectionLiteral {
    /// The elements of `text` when it is an array literal and nothing else; `nil` for anything
    /// else, a dictionary literal too. `[]` lists none.
    static func elements(of text: String) -> [String]? {
        guard let parts = read(text), !parts.isDictionary else { return nil }
        return parts.items.map(\.value)
    }

    /// The keys and values of `text` when it is a dictionary literal and nothing else; `nil`
    /// for anything else, an array literal too. `[:]` lists none.
    static func entries(of text: String) -> [(key: String, value: String)]? {
        guard let parts = read(text), parts.isDictionary else { return nil }
        return parts.items.compactMap { item in item.key.map { (key: $0, value: item.value) } }
    }

    private struct Parts {
        var isDictionary = false
        var items: [(key: String?, value: String)] = []
    }

    /// Byte offsets of the items of a literal: each one's key (in a dictionary) and value.
    private struct Ranges {
        var isDictionary = false
        var items: [(key: Range<Int>?, value: Range<Int>)] = []
        // The item being read: where it starts, where its key ends and its value starts, and
        // the end of its last token so far.
        var start: Int?
        var keyEnd: Int?
        var valueStart: Int?
        var end = 0

        /// Ends the item being read; `false` when it is a dictionary's item without a key or
        /// value. An empty one (`[]`, `[:]`, a trailing comma) adds nothing.
        mutating func close() -> Bool {
            guard let first = start else { return true }
            if isDictionary {
                guard let keyEnd, let valueStart else { return false }
                items.append((key: first..<keyEnd, value: valueStart..<end))
            } else {
                items.append((key: nil, value: first..<end))
            }
            start = nil
            keyEnd = nil
            valueStart = nil
            return true
        }
    }

    private static func read(_ text: String) -> Parts? {
        // Most initial values are not literals: those skip the lexer.
        guard text.utf8.first == UInt8(ascii: "["), text.utf8.last == UInt8(ascii: "]") else { return nil }
        return DeclarationParser.reading(text) { parser -> Parts? in
            guard let ranges = ranges(&parser) else { return nil }
            return Parts(isDictionary: ranges.isDictionary, items: ranges.items.map { item in
                (key: item.key.map { parser.string(from: $0.lowerBound, to: $0.upperBound) },
                 value: parser.string(from: item.value.lowerBound, to: item.value.upperBound))
            })
        }
    }

    private static func ranges(_ parser: inout DeclarationParser) -> Ranges? {
        guard parser.current.kind == .leftBracket else { return nil }
        parser.advance()
        var ranges = Ranges()
        var depth = 0
        while !parser.isAtEnd {
            let token = parser.current
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace:
                depth += 1
            case .rightParen, .rightBrace:
                depth -= 1
            case .rightBracket where depth == 0:
                parser.advance()
                // The literal's own bracket must end the text (`[a].first` is no literal).
                guard parser.isAtEnd, ranges.close() else { return nil }
                return ranges
            case .rightBracket:
                depth -= 1
            case .comma where depth == 0:
                guard ranges.close() else { return nil }
                parser.advance()
                continue
            case .colon where depth == 0:
                // The first item decides the kind; `[:]` has no item and is a dictionary.
                if ranges.items.isEmpty, ranges.keyEnd == nil { ranges.isDictionary = true }
                // A second colon (a ternary's), or one in an array: not read.
                guard ranges.isDictionary, ranges.keyEnd == nil, ranges.start != nil || ranges.items.isEmpty else { return nil }
                ranges.keyEnd = ranges.start == nil ? nil : ranges.end
                parser.advance()
                if ranges.start != nil { ranges.valueStart = Int(parser.current.offset) }
                continue
            default:
                break
            }
            if ranges.start == nil { ranges.start = Int(token.offset) }
            ranges.end = token.end
            parser.advance()
        }
        return nil
    }
}
