/// A problem the lexer found, at a byte offset; the parser turns it into a ``Diagnostic``.
public struct LexerDiagnostic: Sendable, Hashable {
    public var offset: Int
    public var message: String

    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }
}

/// The tokens of one file and the problems found while reading them.
///
/// ```swift
/// let lexed = Lexer.tokenize(Array("\"open".utf8))
/// lexed.tokens.last?.kind          // .endOfFile
/// lexed.diagnostics[0].message     // "unterminated string literal"
/// ```
public struct LexedSource: Sendable {
    /// The tokens in source order, ending with one ``TokenKind/endOfFile``.
    public var tokens: [Lexer.Token]
    public var diagnostics: [LexerDiagnostic]
}
