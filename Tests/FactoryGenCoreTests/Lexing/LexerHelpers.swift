@testable import FactoryGenCore

/// The tokens of `source` as (kind, text) pairs, without the end-of-file token.
func lexedTokens(_ source: String) -> [(kind: TokenKind, text: String)] {
    let bytes = Array(source.utf8)
    let lexed = Lexer.tokenize(bytes)
    return lexed.tokens.dropLast().map { token in
        (token.kind, String(decoding: bytes[Int(token.offset)..<token.end], as: UTF8.self))
    }
}

func lexedKinds(_ source: String) -> [TokenKind] { lexedTokens(source).map(\.kind) }
func lexedTexts(_ source: String) -> [String] { lexedTokens(source).map(\.text) }
