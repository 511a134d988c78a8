/// The declaration parser's state: one file's bytes and tokens, a cursor, and what it found.
///
/// It reads declarations and skips everything else (bodies, statements, expressions) by
/// matching brackets over tokens. The cursor never moves past the final end-of-file token, and
/// every loop consumes a token per turn or stops, so any input ends in linear time.
struct DeclarationParser: ~Copyable {
    let text: UnsafePointer<UInt8>
    let textCount: Int
    let tokens: UnsafePointer<Lexer.Token>
    /// The number of tokens, the final end-of-file token included (at least 1).
    let tokenCount: Int
    let path: String
    /// The number of ``path`` among the paths locations hold (``SourcePaths``).
    let fileID: UInt32
    var index = 0
    var lines: LineCounter
    var diagnostics: [Diagnostic] = []
    /// How deep nested types and type expressions go; bounded so garbage cannot overflow the stack.
    var nesting = 0
    /// Set when a body was found unterminated before a top-level declaration: every open
    /// type body ends there, so the declaration is read at top level.
    var resynchronizationIndex: Int?
    /// Plain type names already built in this file.
    var simpleTypes = SimpleTypeCache()
    /// The two-component type names read (`NIOSSL.ValidatedCertificateChain`), the first of
    /// which may be a module: those of imported modules become ``SourceFile/moduleQualifiedNames``.
    var twoComponentTypeNames: [(String, String)] = []
    /// Whether declarations get their documentation comments (only `dump` shows them).
    var readsDocumentation = true
    /// The lists of the bodies and clauses being read, each popped as an array of its size
    /// when it ends (``ListStack``).
    var pendingProperties = ListStack<PropertyDeclaration>()
    var pendingCases = ListStack<EnumCaseDeclaration>()
    var pendingFunctions = ListStack<FunctionDeclaration>()
    var pendingTypes = ListStack<TypeDeclaration>()
    var pendingParameters = ListStack<Parameter>()

    static let maximumNesting = 128
    static let maximumDiagnostics = 100

    init(text: UnsafePointer<UInt8>, textCount: Int, tokens: UnsafeBufferPointer<Lexer.Token>, path: String) {
        self.text = text
        self.textCount = textCount
        // The lexer always ends with an end-of-file token, so the buffer is never empty.
        self.tokens = tokens.baseAddress ?? UnsafePointer(UnsafeMutablePointer<Lexer.Token>.allocate(capacity: 1))
        tokenCount = max(tokens.count, 1)
        self.path = path
        fileID = SourcePaths.id(of: path)
        lines = LineCounter(text: text, count: textCount)
    }

    // MARK: - The cursor

    @inline(__always) var current: Lexer.Token { tokens[index] }

    /// The token `distance` ahead of the cursor; the end-of-file token past the end.
    @inline(__always) func peek(_ distance: Int = 1) -> Lexer.Token {
        tokens[min(index + distance, tokenCount - 1)]
    }

    @inline(__always) func token(at position: Int) -> Lexer.Token {
        tokens[min(max(position, 0), tokenCount - 1)]
    }

    @inline(__always) mutating func advance() {
        if index < tokenCount - 1 { index += 1 }
    }

    @inline(__always) var isAtEnd: Bool { current.kind == .endOfFile }

    // MARK: - Reading tokens

    /// The keyword a token spells; `nil` for other tokens and for backticked names.
    @inline(__always)
    func keyword(_ token: Lexer.Token) -> Keyword? {
        guard token.kind == .identifier, !token.flags.contains(.backticked) else { return nil }
        return Keyword.classify(text + Int(token.offset), length: Int(token.length))
    }

    @inline(__always)
    var currentKeyword: Keyword? { keyword(current) }

    /// Whether `token` is the operator spelled `spelling` (`&`, `...`, `==`).
    @inline(__always)
    func isOperator(_ token: Lexer.Token, _ spelling: StaticString) -> Bool {
        token.kind == .operator && Int(token.length) == spelling.utf8CodeUnitCount
            && memcmpBytes(text + Int(token.offset), spelling.utf8Start, Int(token.length))
    }

    /// The name a token spells, without backticks.
    @inline(__always)
    func name(of token: Lexer.Token) -> String {
        let range = token.textRange
        return string(from: range.lowerBound, to: range.upperBound)
    }

    /// The source text between two offsets, as written.
    @inline(__always)
    func string(from start: Int, to end: Int) -> String {
        let start = min(max(start, 0), textCount)
        let end = min(max(end, start), textCount)
        let count = end - start
        let source = UnsafeRawPointer(text + start)
        // Validates (and repairs) like `String(decoding:)`, through a faster path.
        return String(unsafeUninitializedCapacity: count) { buffer in
            UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(start: source, count: count))
            return count
        }
    }

    /// The source text of the tokens `first...last`, trimmed by construction.
    @inline(__always)
    func string(fromToken first: Int, throughToken last: Int) -> String {
        guard last >= first else { return "" }
        return string(from: Int(token(at: first).offset), to: token(at: last).end)
    }

    /// Whether a token is the first thing on its line (column 1).
    @inline(__always)
    func startsLine(_ token: Lexer.Token) -> Bool {
        let offset = Int(token.offset)
        return offset == 0 || text[offset - 1] == 10 || text[offset - 1] == 13
    }

    // MARK: - Locations and diagnostics

    mutating func location(of token: Lexer.Token) -> SourceLocation {
        location(ofOffset: Int(token.offset))
    }

    mutating func location(ofOffset offset: Int) -> SourceLocation {
        let position = lines.position(of: offset)
        return SourceLocation(fileID: fileID, line: position.line, column: position.column)
    }

    mutating func error(_ message: String, at token: Lexer.Token) {
        error(message, atOffset: Int(token.offset))
    }

    mutating func error(_ message: String, atOffset offset: Int) {
        guard diagnostics.count < DeclarationParser.maximumDiagnostics else { return }
        if diagnostics.count == DeclarationParser.maximumDiagnostics - 1 {
            diagnostics.append(.error("too many errors; further problems in this file are not reported", at: location(ofOffset: offset)))
            return
        }
        diagnostics.append(.error(message, at: location(ofOffset: offset)))
    }

    /// A description of a token for messages: `'}'`, `end of file`.
    func describe(_ token: Lexer.Token) -> String {
        if token.kind == .endOfFile { return "end of file" }
        var end = min(token.end, Int(token.offset) + 20)
        // Cut on a character boundary: never before a UTF-8 continuation byte.
        while end > Int(token.offset), end < token.end, text[end] & 0xC0 == 0x80 { end -= 1 }
        return "'\(string(from: Int(token.offset), to: end))'"
    }
}
