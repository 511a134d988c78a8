@testable import FactoryGenCore

/// The tokens of `source` as (kind, text) pairs, without the end-of-file token.
func lex(_ source: String) -> [(kind: TokenKind, text: String)] {
    let bytes = Array(source.utf8)
    let lexed = Lexer.tokenize(bytes)
    return lexed.tokens.dropLast().map { token in
        (token.kind, String(decoding: bytes[Int(token.offset)..<token.end], as: UTF8.self))
    }
}

func kinds(_ source: String) -> [TokenKind] { lex(source).map(\.kind) }
func texts(_ source: String) -> [String] { lex(source).map(\.text) }
