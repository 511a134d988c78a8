/// Reading a fragment of Swift the resolver holds as text (a default value, an initial value)
/// with the parser's tokens, rather than by hand: strings, comments and brackets are then
/// read as the compiler reads them.
extension DeclarationParser {
    /// What `read` finds in `snippet`, with a parser over its tokens whose cursor is at the first.
    ///
    /// ```swift
    /// let type = DeclarationParser.reading("[String: Int]") { parser in parser.parseType() } // .dictionary(…)
    /// ```
    static func reading<Result>(_ snippet: String, _ read: (inout DeclarationParser) -> Result) -> Result {
        var text = snippet
        return text.withUTF8 { bytes in
            let source = PaddedSource(bytes)
            defer { source.deallocate() }
            let lexed = Lexer.tokenize(source)
            defer { lexed.tokens.deallocate() }
            var parser = DeclarationParser(text: source.base, textCount: source.count, tokens: lexed.tokens.buffer, path: "")
            return read(&parser)
        }
    }
}
