/// Splits a template into text, `{{ variable }}`, `{% block %}` and `{# comment #}` tokens
/// exactly where Stencil's lexer does, with the same trimmed contents.
///
/// ```swift
/// TemplateLexer.tokens(in: "Hi {{ user.name }}!").map(\.contents) // ["Hi ", "user.name", "!"]
/// ```
enum TemplateLexer {
    struct Token: Equatable {
        enum Kind: Equatable { case text, variable, block, comment }
        var kind: Kind
        /// The text itself, or a tag's words as Stencil trims them; empty for a comment, which
        /// nothing reads.
        var contents: String
        /// The 1-based line the token starts on.
        var line: Int
    }

    /// The tokens, or why Stencil would read this template differently: an unterminated tag,
    /// a whitespace-control marker (`{%-`), a carriage return inside a tag.
    static func tokens(in template: String) throws(OutsideSubset) -> [Token] {
        // Bytes, not scalars: every marker is ASCII, and in UTF-8 no byte of another
        // character is, so the tags are found at the same places, many times faster.
        let bytes = Array(template.utf8)
        var tokens: [Token] = []
        var position = 0
        var line = 1
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        func advanceLines(_ range: Range<Int>) {
            for index in range where bytes[index] == UInt8(ascii: "\n") { line += 1 }
        }
        while position < bytes.count {
            // A tag starts at a `{` followed by `{`, `%` or `#`.
            var start: Int?
            var index = position + 1
            while index < bytes.count {
                if bytes[index - 1] == UInt8(ascii: "{"),
                   bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "%") || bytes[index] == UInt8(ascii: "#") {
                    start = index - 1
                    break
                }
                index += 1
            }
            guard let tagStart = start else {
                tokens.append(Token(kind: .text, contents: text(position..<bytes.count), line: line))
                break
            }
            if tagStart > position {
                tokens.append(Token(kind: .text, contents: text(position..<tagStart), line: line))
                advanceLines(position..<tagStart)
            }
            let marker = bytes[tagStart + 1]
            let closing = marker == UInt8(ascii: "{") ? UInt8(ascii: "}") : marker
            var end: Int?
            var foundClosing = false
            var scan = tagStart
            while scan < bytes.count {
                if foundClosing && bytes[scan] == UInt8(ascii: "}") {
                    end = scan
                    break
                }
                foundClosing = bytes[scan] == closing
                scan += 1
            }
            guard let tagEnd = end else { throw OutsideSubset("a tag is not closed", line: line) }
            let tag = tagStart..<(tagEnd + 1)
            if bytes[tag].contains(UInt8(ascii: "\r")) { throw OutsideSubset("a tag holds a carriage return", line: line) }
            func isControl(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") }
            if marker == UInt8(ascii: "%"), tagEnd - tagStart >= 4, isControl(bytes[tagStart + 2]) || isControl(bytes[tagEnd - 2]) {
                throw OutsideSubset("whitespace control ('{%-', '-%}') is Stencil's", line: line)
            }
            let kind: Token.Kind = marker == UInt8(ascii: "{") ? .variable : marker == UInt8(ascii: "%") ? .block : .comment
            tokens.append(Token(kind: kind, contents: kind == .comment ? "" : strip(bytes[tag]), line: line))
            advanceLines(tag)
            position = tagEnd + 1
        }
        return tokens
    }

    /// A tag's contents as Stencil trims them: the markers dropped, blank lines removed, each
    /// line trimmed of spaces, joined by one space.
    private static func strip(_ tag: ArraySlice<UInt8>) -> String {
        // An ASCII tag, the usual one, is split on its bytes, each a character (a tag holds no
        // `\r`, so no `\r\n` that would be one).
        guard StencilSyntax.isASCII(tag) else { return strip(String(decoding: tag, as: UTF8.self)) }
        guard tag.count > 4 else { return "" }
        let contents = tag.dropFirst(2).dropLast(2)
        // Most tags are one line: trimmed, as the split below would leave them.
        if !contents.contains(UInt8(ascii: "\n")) {
            return String(decoding: contents[StencilSyntax.trimmedRange(contents, UInt8(ascii: " "))], as: UTF8.self)
        }
        return contents
            .split(separator: UInt8(ascii: "\n"))
            .map { line in String(decoding: line[StencilSyntax.trimmedRange(line, UInt8(ascii: " "))], as: UTF8.self) }
            .joined(separator: " ")
    }

    /// ``strip(_:)`` over characters, for a tag that is not all ASCII.
    private static func strip(_ tag: String) -> String {
        guard tag.count > 4 else { return "" }
        return String(tag.dropFirst(2).dropLast(2))
            .split(separator: "\n", omittingEmptySubsequences: true)
            .map { StencilSyntax.trim(String($0)) }
            .joined(separator: " ")
    }
}
