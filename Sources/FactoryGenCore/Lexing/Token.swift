/// What a token is. Keywords are not distinguished from identifiers here: the parser classifies
/// the few identifiers it looks at (declaration headers), so body tokens cost nothing extra.
public enum TokenKind: UInt8, Sendable, Hashable {
    /// The end of the file; every token array ends with exactly one.
    case endOfFile
    /// A name or keyword: `struct`, `User`, `ユーザ`, `` `default` `` (see ``TokenFlags/backticked``), `$0`.
    case identifier
    /// Any numeric literal: `42`, `0x1F`, `1_000.5e-3`, `0x1.8p3`.
    case number
    /// A whole string literal, interpolations included: `"a\(b)"`, `"""…"""`, `#"…"#`.
    case string
    /// A regex literal: `/a+/`, `#/a/b/#`.
    case regex
    case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
    case comma, colon, semicolon, period
    /// `@` before an attribute name.
    case atSign
    /// `#` and the identifier it introduces: `#if`, `#Preview`, `#externalMacro`.
    case poundKeyword
    /// `=` alone.
    case equal
    /// `->`.
    case arrow
    /// `<` and `>` are always single tokens, so generic argument lists close cleanly (`>>`).
    case leftAngle, rightAngle
    /// `?` or `!` written directly after the previous token (`Int?`, `T!`, `init?`).
    case postfixQuestion, postfixExclamation
    /// Any other operator: `&`, `...`, `==`, `+=`, `?` with space before.
    case `operator`
    /// `\` (key paths).
    case backslash
    /// A byte that cannot start a token; the lexer reports a diagnostic for it.
    case unknown
}

/// Facts about a token's surroundings, kept in one byte.
public struct TokenFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    // Computed, and the operations below concrete: compiled file by file (the plugin's debug
    // build), stored flags cost a lazy initialization check, and `OptionSet`'s generic
    // operations went through witness tables, at every token.

    /// Whitespace or a comment precedes the token.
    public static var spaceBefore: TokenFlags { TokenFlags(rawValue: 1) }
    /// A line break (possibly inside a comment) precedes the token; also set on the first token.
    public static var newlineBefore: TokenFlags { TokenFlags(rawValue: 2) }
    /// An identifier written in backticks; its text excludes them (see ``Token/textRange``).
    public static var backticked: TokenFlags { TokenFlags(rawValue: 4) }
    /// A string, regex or comment that was not closed; the lexer reported it.
    public static var unterminated: TokenFlags { TokenFlags(rawValue: 8) }

    /// Whether every flag of `member` is set.
    public func contains(_ member: TokenFlags) -> Bool {
        rawValue & member.rawValue == member.rawValue
    }

    /// Sets the flags of `newMember`, as `OptionSet.insert(_:)` does.
    @discardableResult
    public mutating func insert(_ newMember: TokenFlags) -> (inserted: Bool, memberAfterInsert: TokenFlags) {
        let inserted = !contains(newMember)
        self = TokenFlags(rawValue: rawValue | newMember.rawValue)
        return (inserted, newMember)
    }

    /// The flags set in either.
    public func union(_ other: TokenFlags) -> TokenFlags {
        TokenFlags(rawValue: rawValue | other.rawValue)
    }
}

extension Lexer {
    /// One token: its kind and where it is, in 12 bytes. Text is read from the source on demand.
    /// Nested in `Lexer` so it does not clash with Stencil's `Token` in files importing both.
    ///
    /// ```swift
    /// let lexed = Lexer.tokenize(Array("let x = 1".utf8))
    /// lexed.tokens[1].kind        // .identifier
    /// lexed.tokens[1].offset      // 4
    /// lexed.tokens[1].length      // 1
    /// ```
    public struct Token: Sendable, Hashable {
        public var kind: TokenKind
        public var flags: TokenFlags
        /// The byte offset of the token's first byte in the file.
        public var offset: UInt32
        /// The number of bytes, backticks included.
        public var length: UInt32

        public init(kind: TokenKind, flags: TokenFlags, offset: UInt32, length: UInt32) {
            self.kind = kind
            self.flags = flags
            self.offset = offset
            self.length = length
        }

        /// The byte offset just past the token.
        @inlinable public var end: Int { Int(offset) &+ Int(length) }

        /// The bytes that make up the name or text: the whole token, minus backticks.
        @inlinable public var textRange: Range<Int> {
            let start = Int(offset)
            if flags.contains(.backticked), length >= 2 { return (start + 1)..<(end - 1) }
            return start..<end
        }

        @inlinable public var hasNewlineBefore: Bool { flags.contains(.newlineBefore) }
        @inlinable public var hasSpaceBefore: Bool { flags.contains(.spaceBefore) }
    }
}
