/// Documentation comments (`///` and `/** */`) read from the trivia before a declaration.
///
/// Works on byte ranges and builds one `String` at the end: documentation is common in real
/// code, and `Character`-level trimming costs more than parsing the declaration it documents.
extension DeclarationParser {
    /// The documentation written directly above the token at `position`, markers, trailing
    /// spaces and common indentation removed; `nil` when there is none. A plain comment after a
    /// doc comment detaches it, as it does for swiftc's documentation.
    func documentation(before position: Int) -> String? {
        let end = Int(token(at: position).offset)
        var offset = position > 0 ? token(at: position - 1).end : 0
        // Most declarations have only whitespace before them: no comment, nothing to set up.
        while offset < end, text[offset] != UInt8(ascii: "/") { offset += 1 }
        guard offset < end else { return nil }
        var lines: [Range<Int>] = []
        while offset < end {
            guard text[offset] == UInt8(ascii: "/"), offset + 1 < end else {
                offset += 1
                continue
            }
            let next = text[offset + 1]
            if next == UInt8(ascii: "/") {
                let lineEnd = lineEnd(from: offset, limit: end)
                let isDoc = offset + 2 < lineEnd && text[offset + 2] == UInt8(ascii: "/")
                    && !(offset + 3 < lineEnd && text[offset + 3] == UInt8(ascii: "/"))
                if isDoc {
                    lines.append((offset + 3)..<lineEnd)
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
                    appendBlockLines(from: offset + 3, to: closing, into: &lines)
                } else {
                    lines.removeAll()
                }
                offset = commentEnd
            } else {
                offset += 1
            }
        }
        return lines.isEmpty ? nil : cleanDocumentation(lines)
    }

    private func lineEnd(from start: Int, limit: Int) -> Int {
        var offset = start
        while offset < limit, text[offset] != 10, text[offset] != 13 { offset += 1 }
        return offset
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

    /// The lines of a `/** */` body, without the ` * ` gutter when every line after the first has one.
    private func appendBlockLines(from start: Int, to end: Int, into lines: inout [Range<Int>]) {
        var blockLines: [Range<Int>] = []
        var lineStart = start
        var offset = start
        while offset <= end {
            if offset == end || text[offset] == 10 || text[offset] == 13 {
                blockLines.append(lineStart..<offset)
                if offset < end, text[offset] == 13, offset + 1 < end, text[offset + 1] == 10 { offset += 1 }
                lineStart = offset + 1
            }
            offset += 1
        }
        let hasGutter = blockLines.dropFirst().allSatisfy { line in
            let content = skipIndentation(line)
            return content == line.upperBound || text[content] == UInt8(ascii: "*")
        } && blockLines.dropFirst().contains { skipIndentation($0) < $0.upperBound }
        for (index, line) in blockLines.enumerated() {
            if hasGutter, index > 0 {
                let content = skipIndentation(line)
                lines.append(content < line.upperBound ? (content + 1)..<line.upperBound : line.upperBound..<line.upperBound)
            } else {
                lines.append(line)
            }
        }
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 32 || byte == 9 || byte == 10 || byte == 13 || byte == 11 || byte == 12
    }

    /// The offset of the first non-space byte of `line` (its upper bound if it is blank).
    private func skipIndentation(_ line: Range<Int>) -> Int {
        var offset = line.lowerBound
        while offset < line.upperBound, text[offset] == 32 || text[offset] == 9 { offset += 1 }
        return offset
    }

    /// Joins comment lines: trailing spaces, blank lines at both ends and the indentation all
    /// lines share are dropped; `nil` if nothing is left. Two passes over the lines (measure,
    /// then copy) build the string directly, without intermediate arrays.
    private func cleanDocumentation(_ lines: [Range<Int>]) -> String? {
        var first = -1
        var last = -1
        var indentation = Int.max
        for index in lines.indices {
            let line = trimmedTrailingSpace(lines[index])
            let content = skipIndentation(line)
            guard content < line.upperBound else { continue }
            if first < 0 { first = index }
            last = index
            indentation = min(indentation, content - line.lowerBound)
        }
        guard first >= 0 else { return nil }
        var count = last - first
        for index in first...last {
            let line = trimmedTrailingSpace(lines[index])
            if skipIndentation(line) < line.upperBound { count += line.count - indentation }
        }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var written = 0
            for index in first...last {
                if index > first {
                    buffer[written] = 10
                    written += 1
                }
                let line = trimmedTrailingSpace(lines[index])
                guard skipIndentation(line) < line.upperBound else { continue }
                for offset in (line.lowerBound + indentation)..<line.upperBound {
                    buffer[written] = text[offset]
                    written += 1
                }
            }
            return written
        }
    }

    private func trimmedTrailingSpace(_ line: Range<Int>) -> Range<Int> {
        var upper = line.upperBound
        while upper > line.lowerBound, isSpace(text[upper - 1]) { upper -= 1 }
        return line.lowerBound..<upper
    }
}
