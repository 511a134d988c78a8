#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Splits Swift source into tokens, working on UTF-8 bytes.
///
/// Whitespace and comments become flags on the next token (``TokenFlags``), not tokens; the
/// parser re-reads the few comments it needs (documentation) from the source. A string or regex
/// literal is one token however many interpolations it holds. The lexer never traps and always
/// ends: every step consumes at least one byte.
///
/// ```swift
/// let lexed = Lexer.tokenize(Array("let x = \"a\\(b)\" / 2".utf8))
/// lexed.tokens.map(\.kind)  // [.identifier, .identifier, .equal, .string, .operator, .number, .endOfFile]
/// ```
public enum Lexer {
    /// Tokenizes `bytes`; the result always ends with an ``TokenKind/endOfFile`` token.
    public static func tokenize(_ bytes: [UInt8]) -> LexedSource {
        bytes.withUnsafeBufferPointer { buffer in
            let source = PaddedSource(buffer)
            defer { source.deallocate() }
            let lexed = tokenize(source)
            defer { lexed.tokens.deallocate() }
            return LexedSource(tokens: Array(lexed.tokens.buffer), diagnostics: lexed.diagnostics)
        }
    }

    /// Tokenizes `text`'s UTF-8 bytes.
    public static func tokenize(_ text: String) -> LexedSource {
        tokenize(Array(text.utf8))
    }

    /// Files past this size cannot be addressed by a token's 32-bit offset.
    static let maximumFileSize = Int(UInt32.max) - PaddedSource.padding

    /// The internal entry point: tokens in a buffer the caller deallocates.
    static func tokenize(_ source: PaddedSource) -> (tokens: TokenBuffer, diagnostics: [LexerDiagnostic]) {
        CharacterClass.table.withUnsafeBufferPointer { table in
            // Swift source averages more than 4 bytes a token; growth handles the rest.
            var state = LexerState(source: source, classes: table.baseAddress!, capacity: source.count / 4 + 16)
            if source.count > maximumFileSize {
                state.report("file is too large to read", at: 0)
                state.end = 0
            }
            if let invalid = UTF8Validation.firstInvalidOffset(in: source.bytes) {
                state.report("invalid UTF-8 in source file", at: invalid)
            }
            state.run()
            return (state.tokens, state.diagnostics)
        }
    }
}

/// The lexer's cursor. `text` is followed by at least ``PaddedSource/padding`` zero bytes, so
/// `text[p + k]` for small `k` is safe whenever `p <= end`.
struct LexerState {
    let text: UnsafePointer<UInt8>
    var end: Int
    let classes: UnsafePointer<UInt8>
    var p = 0
    /// Whether the file has any `\r`; without one, line ends can be found with `memchr`.
    let hasCarriageReturns: Bool
    var tokens: TokenBuffer
    var diagnostics: [LexerDiagnostic] = []

    /// Garbage input could otherwise yield one diagnostic per byte.
    static let maximumDiagnostics = 50

    init(source: PaddedSource, classes: UnsafePointer<UInt8>, capacity: Int) {
        text = UnsafePointer(source.base)
        end = source.count
        self.classes = classes
        hasCarriageReturns = source.count > 0 && memchr(source.base, 13, source.count) != nil
        tokens = TokenBuffer(capacity: capacity)
    }

    mutating func report(_ message: String, at offset: Int) {
        if diagnostics.count < LexerState.maximumDiagnostics {
            diagnostics.append(LexerDiagnostic(offset: offset, message: message))
        } else if diagnostics.count == LexerState.maximumDiagnostics {
            diagnostics.append(LexerDiagnostic(offset: offset, message: "too many errors; further problems in this file are not reported"))
        }
    }

    @inline(__always)
    func isClass(_ byte: UInt8, _ bits: UInt8) -> Bool { classes[Int(byte)] & bits != 0 }

    @inline(__always)
    mutating func emit(_ kind: TokenKind, from start: Int, flags: TokenFlags) {
        tokens.append(Lexer.Token(kind: kind, flags: flags, offset: UInt32(truncatingIfNeeded: start), length: UInt32(truncatingIfNeeded: p - start)))
    }

    mutating func run() {
        if end >= 3, text[0] == 0xEF, text[1] == 0xBB, text[2] == 0xBF { p = 3 }
        if text[p] == UInt8(ascii: "#"), text[p + 1] == UInt8(ascii: "!") { skipToLineEnd() }
        var flags: TokenFlags = .newlineBefore
        while true {
            skipTrivia(&flags)
            if p >= end {
                p = end
                emit(.endOfFile, from: end, flags: flags)
                return
            }
            lexToken(flags: flags)
            // Not `[]` nor `TokenFlags()`, for the reason in `skipTrivia`: both are generic,
            // once a token.
            flags = TokenFlags(rawValue: 0)
        }
    }

    @inline(__always)
    mutating func skipToLineEnd() {
        if !hasCarriageReturns, p < end {
            // `memchr` scans comments many bytes at a time.
            if let found = memchr(text + p, 10, end - p) {
                p = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - text
            } else {
                p = end
            }
            return
        }
        while p < end, text[p] != 10, text[p] != 13 { p &+= 1 }
    }

    mutating func skipTrivia(_ flags: inout TokenFlags) {
        while p < end {
            switch text[p] {
            case UInt8(ascii: " "):
                // Indentation comes in runs: skip eight spaces at a time.
                p &+= 1
                while p + 8 <= end, UnsafeRawPointer(text + p).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020 {
                    p &+= 8
                }
                flags.insert(.spaceBefore)
            case UInt8(ascii: "\t"), 0x0B, 0x0C:
                p &+= 1
                flags.insert(.spaceBefore)
            case 10, 13:
                p &+= 1
                // Two inserts, not `insert([.spaceBefore, .newlineBefore])`: compiled file by
                // file (the plugin's debug build), the literal went through the generic
                // `SetAlgebra.init` at every line break, a fifth of that build's whole run.
                flags.insert(.spaceBefore)
                flags.insert(.newlineBefore)
            case UInt8(ascii: "/"):
                let next = text[p + 1]
                if next == UInt8(ascii: "/") {
                    skipToLineEnd()
                    flags.insert(.spaceBefore)
                } else if next == UInt8(ascii: "*") {
                    if skipBlockComment() { flags.insert(.newlineBefore) }
                    flags.insert(.spaceBefore)
                } else {
                    return
                }
            default:
                return
            }
        }
    }

    /// Skips a nested `/* … */`; returns whether it spans a line break.
    mutating func skipBlockComment() -> Bool {
        let start = p
        p &+= 2
        var depth = 1
        var sawNewline = false
        while p < end {
            let byte = text[p]
            if byte == UInt8(ascii: "*"), text[p + 1] == UInt8(ascii: "/") {
                p &+= 2
                depth -= 1
                if depth == 0 { return sawNewline }
            } else if byte == UInt8(ascii: "/"), text[p + 1] == UInt8(ascii: "*") {
                p &+= 2
                depth += 1
            } else {
                if byte == 10 || byte == 13 { sawNewline = true }
                p &+= 1
            }
        }
        report("unterminated '/*' comment", at: start)
        return sawNewline
    }

    mutating func lexToken(flags: TokenFlags) {
        let start = p
        let byte = text[p]
        let bits = classes[Int(byte)]
        if byte >= 0x80, operatorHeadLength(at: p) > 0 {
            lexOperator(flags: flags)
            return
        }
        if bits & CharacterClass.identifierStart != 0 {
            p &+= 1
            while true {
                while classes[Int(text[p])] & CharacterClass.asciiIdentifierContinue != 0 { p &+= 1 }
                // Non-ASCII bytes continue the identifier, unless they start an operator (`a≈b`).
                guard text[p] >= 0x80, operatorHeadLength(at: p) == 0 else { break }
                p &+= 1
            }
            // Padding zeros stop the loop, but a run may not pass the real end.
            if p > end { p = end }
            emit(.identifier, from: start, flags: flags)
            return
        }
        if bits & CharacterClass.digit != 0 {
            lexNumber(flags: flags)
            return
        }
        switch byte {
        case UInt8(ascii: "("): p &+= 1; emit(.leftParen, from: start, flags: flags)
        case UInt8(ascii: ")"): p &+= 1; emit(.rightParen, from: start, flags: flags)
        case UInt8(ascii: "["): p &+= 1; emit(.leftBracket, from: start, flags: flags)
        case UInt8(ascii: "]"): p &+= 1; emit(.rightBracket, from: start, flags: flags)
        case UInt8(ascii: "{"): p &+= 1; emit(.leftBrace, from: start, flags: flags)
        case UInt8(ascii: "}"): p &+= 1; emit(.rightBrace, from: start, flags: flags)
        case UInt8(ascii: ","): p &+= 1; emit(.comma, from: start, flags: flags)
        case UInt8(ascii: ":"): p &+= 1; emit(.colon, from: start, flags: flags)
        case UInt8(ascii: ";"): p &+= 1; emit(.semicolon, from: start, flags: flags)
        case UInt8(ascii: "@"): p &+= 1; emit(.atSign, from: start, flags: flags)
        case UInt8(ascii: "\\"): p &+= 1; emit(.backslash, from: start, flags: flags)
        case UInt8(ascii: "\""): lexString(hashes: 0, flags: flags)
        case UInt8(ascii: "#"): lexPound(flags: flags)
        case UInt8(ascii: "`"): lexBacktick(flags: flags)
        case UInt8(ascii: "$"):
            p &+= 1
            while classes[Int(text[p])] & CharacterClass.identifierContinue != 0 { p &+= 1 }
            if p > end { p = end }
            emit(.identifier, from: start, flags: flags)
        case UInt8(ascii: "."):
            if text[p + 1] == UInt8(ascii: ".") {
                lexOperator(flags: flags)
            } else {
                p &+= 1
                emit(.period, from: start, flags: flags)
            }
        case UInt8(ascii: "'"):
            // Not Swift, but common in pasted text: read to the closing quote to limit the damage.
            p &+= 1
            while p < end, text[p] != UInt8(ascii: "'"), text[p] != 10, text[p] != 13 { p &+= 1 }
            if p < end, text[p] == UInt8(ascii: "'") { p &+= 1 }
            report("single-quoted string literal not supported in Swift", at: start)
            emit(.unknown, from: start, flags: flags)
        default:
            if bits & CharacterClass.operatorCharacter != 0 {
                if byte == UInt8(ascii: "/"), !previousTokenIsOperand, lexBareRegex(flags: flags) { return }
                lexOperator(flags: flags)
            } else {
                p &+= 1
                report("invalid character in source file", at: start)
                emit(.unknown, from: start, flags: flags)
            }
        }
    }

    mutating func lexOperator(flags: TokenFlags) {
        let start = p
        let first = text[p]
        switch first {
        case UInt8(ascii: "<"):
            p &+= 1
            emit(.leftAngle, from: start, flags: flags)
            return
        case UInt8(ascii: ">"):
            p &+= 1
            emit(.rightAngle, from: start, flags: flags)
            return
        case UInt8(ascii: "?"), UInt8(ascii: "!"):
            if isLeftBound(start) {
                p &+= 1
                emit(first == UInt8(ascii: "?") ? .postfixQuestion : .postfixExclamation, from: start, flags: flags)
                return
            }
        case UInt8(ascii: "-"):
            if text[p + 1] == UInt8(ascii: ">") {
                p &+= 2
                emit(.arrow, from: start, flags: flags)
                return
            }
        default:
            break
        }
        let dotsAllowed = first == UInt8(ascii: ".")
        p &+= first >= 0x80 ? operatorHeadLength(at: p) : 1
        while true {
            let byte = text[p]
            if byte >= 0x80 {
                let length = operatorCharacterLength(at: p)
                if length == 0 { break }
                p &+= length
                continue
            }
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") { break }
            if byte == UInt8(ascii: "/"), text[p + 1] == UInt8(ascii: "/") || text[p + 1] == UInt8(ascii: "*") { break }
            if isClass(byte, CharacterClass.operatorCharacter) || (dotsAllowed && byte == UInt8(ascii: ".")) {
                p &+= 1
            } else {
                break
            }
        }
        if p > end { p = end }
        if p - start == 1, first == UInt8(ascii: "=") {
            emit(.equal, from: start, flags: flags)
        } else {
            emit(.operator, from: start, flags: flags)
        }
    }

    /// Whether the byte before `offset` binds an operator to its left (`x?`, `f()!`), as Swift
    /// decides postfix `?` and `!`.
    func isLeftBound(_ offset: Int) -> Bool {
        guard offset > 0 else { return false }
        switch text[offset - 1] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 10, 13, 0x0B, 0x0C, 0,
             UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        default:
            return true
        }
    }

    mutating func lexBacktick(flags: TokenFlags) {
        let start = p
        p &+= 1
        // Raw identifiers (`some name`) may hold anything but a backtick or a line break.
        while p < end, text[p] != UInt8(ascii: "`"), text[p] != 10, text[p] != 13 { p &+= 1 }
        if p < end, text[p] == UInt8(ascii: "`"), p > start + 1 {
            p &+= 1
            emit(.identifier, from: start, flags: flags.union(.backticked))
        } else {
            p = start + 1
            report("unterminated backtick identifier", at: start)
            emit(.unknown, from: start, flags: flags)
        }
    }

    mutating func lexPound(flags: TokenFlags) {
        let start = p
        var hashes = 0
        while text[p + hashes] == UInt8(ascii: "#") { hashes += 1 }
        let next = text[p + hashes]
        if next == UInt8(ascii: "\"") {
            p &+= hashes
            lexString(hashes: hashes, from: start, flags: flags)
        } else if next == UInt8(ascii: "/") {
            lexExtendedRegex(hashes: hashes, flags: flags)
        } else if hashes == 1, isClass(next, CharacterClass.identifierStart) {
            p &+= 1
            while isClass(text[p], CharacterClass.identifierContinue) { p &+= 1 }
            if p > end { p = end }
            emit(.poundKeyword, from: start, flags: flags)
        } else {
            p &+= 1
            report("invalid character '#' in source file", at: start)
            emit(.unknown, from: start, flags: flags)
        }
    }
}
