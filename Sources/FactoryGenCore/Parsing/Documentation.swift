/// Documentation comments (`///` and `/** */`) read from the trivia before a declaration.
extension DeclarationParser {
    /// The documentation written directly above the token at `position`, markers and common
    /// indentation removed; `nil` when there is none. A plain comment after a doc comment
    /// detaches it, as it does for swiftc's documentation.
    func documentation(before position: Int) -> String? {
        let end = Int(token(at: position).offset)
        var offset = position > 0 ? token(at: position - 1).end : 0
        var lines: [String] = []
        while offset < end {
            let byte = text[offset]
            guard byte == UInt8(ascii: "/"), offset + 1 < end else {
                offset += 1
                continue
            }
            let next = text[offset + 1]
            if next == UInt8(ascii: "/") {
                var lineEnd = offset
                while lineEnd < end, text[lineEnd] != 10, text[lineEnd] != 13 { lineEnd += 1 }
                let isDoc = offset + 2 < lineEnd && text[offset + 2] == UInt8(ascii: "/")
                    && !(offset + 3 < lineEnd && text[offset + 3] == UInt8(ascii: "/"))
                if isDoc {
                    lines.append(string(from: offset + 3, to: lineEnd))
                } else {
                    lines.removeAll()
                }
                offset = lineEnd
            } else if next == UInt8(ascii: "*") {
                let commentEnd = blockCommentEnd(from: offset, limit: end)
                let isDoc = offset + 2 < end && text[offset + 2] == UInt8(ascii: "*")
                    && !(offset + 3 < end && text[offset + 3] == UInt8(ascii: "/"))
                if isDoc {
                    let closing = commentEnd >= offset + 5 && text[commentEnd - 1] == UInt8(ascii: "/") ? commentEnd - 2 : commentEnd
                    lines += blockDocumentationLines(string(from: offset + 3, to: closing))
                } else {
                    lines.removeAll()
                }
                offset = commentEnd
            } else {
                offset += 1
            }
        }
        return DocumentationText.clean(lines)
    }

    /// The offset just past the block comment starting at `start` (nested comments included).
    private func blockCommentEnd(from start: Int, limit: Int) -> Int {
        var offset = start + 2
        var depth = 1
        while offset < limit {
            if text[offset] == UInt8(ascii: "*"), offset + 1 < limit, text[offset + 1] == UInt8(ascii: "/") {
                offset += 2
                depth -= 1
                if depth == 0 { return offset }
            } else if text[offset] == UInt8(ascii: "/"), offset + 1 < limit, text[offset + 1] == UInt8(ascii: "*") {
                offset += 2
                depth += 1
            } else {
                offset += 1
            }
        }
        return limit
    }

    /// The lines of a `/** */` body, without the ` * ` gutter when every line has one.
    private func blockDocumentationLines(_ body: String) -> [String] {
        var lines = body.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }
        let gutterLines = lines.dropFirst().filter { !$0.allSatisfy(\.isWhitespace) }
        let hasGutter = !gutterLines.isEmpty && gutterLines.allSatisfy { $0.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("*") }
        if hasGutter {
            lines = lines.enumerated().map { index, line in
                guard index > 0 else { return line }
                let rest = line.drop(while: { $0 == " " || $0 == "\t" })
                return rest.hasPrefix("*") ? String(rest.dropFirst()) : String(rest)
            }
        }
        return lines
    }
}

/// Turns comment lines into documentation text.
enum DocumentationText {
    /// Drops trailing spaces, blank lines at both ends and the indentation all lines share; `nil` if nothing is left.
    static func clean(_ lines: [String]) -> String? {
        var lines = lines.map { line in
            var line = Substring(line)
            while let last = line.last, last.isWhitespace { line.removeLast() }
            return String(line)
        }
        while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        guard !lines.isEmpty else { return nil }
        let indentation = lines.filter { !$0.allSatisfy(\.isWhitespace) }
            .map { $0.prefix(while: { $0 == " " || $0 == "\t" }).count }
            .min() ?? 0
        return lines.map { line in
            line.allSatisfy(\.isWhitespace) ? "" : String(line.dropFirst(indentation))
        }.joined(separator: "\n")
    }
}
