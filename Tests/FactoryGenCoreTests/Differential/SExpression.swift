/// One node of the S-expression tree `swiftc -frontend -dump-parse` prints:
/// `(struct_decl decl_context=0x… range=[File.swift:3:8 - line:14:1] "User" inherits="<null>" …children)`.
///
/// The dump is a debugging format, not a grammar, so the reader is tolerant: a node is a
/// head word, then atoms and child nodes in any order. Atoms keep their spelling
/// (`"User"` keeps its quotes, `range=[…]` its brackets) and are interpreted by the accessors.
///
/// ```swift
/// let root = try SExpression.read(Array("(source_file \"A.swift\" (import_decl module=\"Foundation\"))".utf8))
/// root.children[0].head                 // "import_decl"
/// root.children[0].value(of: "module")  // "Foundation"
/// ```
struct SExpression: Equatable {
    var head: String
    var atoms: [String]
    var children: [SExpression]

    struct ReadError: Error, CustomStringConvertible {
        var message: String
        var offset: Int
        var description: String { "S-expression: \(message) at byte \(offset)" }
    }

    /// Reads the first node in `bytes`; anything before the first `(` (diagnostics) is skipped.
    static func read(_ bytes: [UInt8]) throws -> SExpression {
        guard let start = bytes.firstIndex(of: UInt8(ascii: "(")) else {
            throw ReadError(message: "no node", offset: 0)
        }
        var reader = Reader(bytes: bytes)
        reader.index = start
        return reader.tree()
    }

    /// The first quoted atom that stands alone (not `key="…"`), unquoted: a declaration's name.
    var name: String? {
        atoms.first { $0.first == "\"" }.map(Self.unquote)
    }

    /// The value of `key=…`, unquoted when quoted.
    func value(of key: String) -> String? {
        let prefix = key + "="
        guard let atom = atoms.first(where: { $0.hasPrefix(prefix) }) else { return nil }
        let value = String(atom.dropFirst(prefix.count))
        return value.first == "\"" ? Self.unquote(value) : value
    }

    /// Whether a bare word such as `let`, `static` or `implicit` is among the atoms.
    func hasFlag(_ word: String) -> Bool {
        atoms.contains(word)
    }

    /// The start of `range=[path:L:C - line:L:C]` as (line, column).
    var start: (line: Int, column: Int)? {
        guard let range = value(of: "range"), range.hasPrefix("[") else { return nil }
        let startText = range.dropFirst().prefix { $0 != " " }
        // The path may itself hold colons, so the position is read from the end.
        let parts = startText.split(separator: ":")
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else {
            return nil
        }
        return (line, column)
    }

    static func unquote(_ atom: String) -> String {
        var result = ""
        var escaped = false
        for character in atom.dropFirst().dropLast() {
            if escaped {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

private struct Reader {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    private static let open = UInt8(ascii: "("), close = UInt8(ascii: ")")
    private static let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")

    /// The dump's parentheses cannot be trusted: swiftc 6.3 leaves `type_attributed` nodes
    /// unclosed. Its indentation can: a node that starts a line is indented two spaces per
    /// level. So a node at the start of a line closes every open node at its level or deeper,
    /// and `)` only closes what it can.
    mutating func tree() -> SExpression {
        var stack: [SExpression] = []
        var lineStart = true
        var indentation = 0
        func closeTop() {
            let node = stack.removeLast()
            stack[stack.count - 1].children.append(node)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                lineStart = true
                indentation = 0
                index += 1
                continue
            }
            if byte == 0x20 || byte == 0x09 || byte == 0x0D {
                if lineStart { indentation += 1 }
                index += 1
                continue
            }
            let startsLine = lineStart
            lineStart = false
            switch byte {
            case Self.open:
                if startsLine, !stack.isEmpty {
                    let depth = max(1, indentation / 2)
                    while stack.count > depth { closeTop() }
                }
                index += 1
                while index < bytes.count, bytes[index] == 0x20 { index += 1 }
                stack.append(SExpression(head: word(), atoms: [], children: []))
            case Self.close:
                index += 1
                if stack.count > 1 {
                    closeTop()
                } else if stack.count == 1 {
                    return stack[0]
                }
            default:
                let atom = word()
                if !stack.isEmpty { stack[stack.count - 1].atoms.append(atom) }
            }
        }
        while stack.count > 1 { closeTop() }
        return stack[0]
    }

    private mutating func skipSpace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
    }

    /// A word ends at whitespace or at a `)` that it did not open. Inside a word, quoted
    /// strings, `[…]` (ranges) and `<…>` (`<anonymous @ 0x…>`, `<null expr>`) may hold spaces,
    /// and `(…)` may appear glued to it (`nonisolated(unsafe)`).
    private mutating func word() -> String {
        let start = index
        var parens = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Self.quote {
                skipQuoted()
                continue
            }
            if byte == UInt8(ascii: "[") || (byte == UInt8(ascii: "<") && index == start) {
                skipGroup(closing: byte == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: ">"))
                continue
            }
            if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { break }
            if byte == Self.open {
                if index == start { break }
                parens += 1
            } else if byte == Self.close {
                if parens == 0 { break }
                parens -= 1
            }
            index += 1
        }
        if index == start { index += 1 } // never stall on a stray byte
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func skipQuoted() {
        index += 1
        while index < bytes.count, bytes[index] != Self.quote, bytes[index] != 0x0A {
            if bytes[index] == Self.backslash { index += 1 }
            index += 1
        }
        index = min(index + 1, bytes.count)
    }

    /// Skips to `closing` on the same line; a group never spans lines, which keeps one odd
    /// atom from swallowing the rest of the dump.
    private mutating func skipGroup(closing: UInt8) {
        index += 1
        while index < bytes.count, bytes[index] != closing, bytes[index] != 0x0A {
            index += 1
        }
        if index < bytes.count, bytes[index] == closing { index += 1 }
    }
}
