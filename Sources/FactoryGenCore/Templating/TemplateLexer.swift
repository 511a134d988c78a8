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
        /// The text itself, or a tag's words as Stencil trims them.
        var contents: String
        /// The 1-based line the token starts on.
        var line: Int
    }

    /// The tokens, or why Stencil would read this template differently: an unterminated tag,
    /// a whitespace-control marker (`{%-`), a carriage return inside a tag.
    static func tokens(in template: String) throws(OutsideSubset) -> [Token] {
        let scalars = Array(template.unicodeScalars)
        var tokens: [Token] = []
        var position = 0
        var line = 1
        func text(_ range: Range<Int>) -> String {
            var string = String.UnicodeScalarView()
            string.append(contentsOf: scalars[range])
            return String(string)
        }
        func advanceLines(_ range: Range<Int>) {
            for index in range where scalars[index] == "\n" { line += 1 }
        }
        while position < scalars.count {
            // A tag starts at a `{` followed by `{`, `%` or `#`.
            var start: Int?
            var index = position + 1
            while index < scalars.count {
                if scalars[index - 1] == "{", scalars[index] == "{" || scalars[index] == "%" || scalars[index] == "#" {
                    start = index - 1
                    break
                }
                index += 1
            }
            guard let tagStart = start else {
                tokens.append(Token(kind: .text, contents: text(position..<scalars.count), line: line))
                break
            }
            if tagStart > position {
                tokens.append(Token(kind: .text, contents: text(position..<tagStart), line: line))
                advanceLines(position..<tagStart)
            }
            let marker = scalars[tagStart + 1]
            let closing: Unicode.Scalar = marker == "{" ? "}" : marker
            var end: Int?
            var foundClosing = false
            var scan = tagStart
            while scan < scalars.count {
                if foundClosing && scalars[scan] == "}" {
                    end = scan
                    break
                }
                foundClosing = scalars[scan] == closing
                scan += 1
            }
            guard let tagEnd = end else { throw OutsideSubset("a tag is not closed", line: line) }
            let tag = text(tagStart..<(tagEnd + 1))
            if tag.contains("\r") { throw OutsideSubset("a tag holds a carriage return", line: line) }
            if marker == "%", tagEnd - tagStart >= 4,
               ["-", "+"].contains(scalars[tagStart + 2]) || ["-", "+"].contains(scalars[tagEnd - 2]) {
                throw OutsideSubset("whitespace control ('{%-', '-%}') is Stencil's", line: line)
            }
            let kind: Token.Kind = marker == "{" ? .variable : marker == "%" ? .block : .comment
            tokens.append(Token(kind: kind, contents: strip(tag), line: line))
            advanceLines(tagStart..<(tagEnd + 1))
            position = tagEnd + 1
        }
        return tokens
    }

    /// A tag's contents as Stencil trims them: the markers dropped, blank lines removed, each
    /// line trimmed of spaces, joined by one space.
    private static func strip(_ tag: String) -> String {
        guard tag.count > 4 else { return "" }
        return String(tag.dropFirst(2).dropLast(2))
            .split(separator: "\n", omittingEmptySubsequences: true)
            .map { StencilSyntax.trim(String($0)) }
            .joined(separator: " ")
    }
}
