/// Makes a block tag (`{% … %}`) or comment (`{# … #}`) that stands alone on its line leave
/// no line behind, by rewriting the template once before Stencil reads it.
///
/// ```swift
/// StandaloneTags.rewrite("a\n    {% if x %}\nb\n").text // "a\n{% if x %}{#\n#}b\n"
/// ```
///
/// Stencil's own `smart` trimming does this with regular expressions on every text node at
/// every render, which cost a sixth of rendering time, and it also eats the spaces around
/// inline tags. The line break is kept inside a comment (`{#⏎#}`) so that Stencil's line
/// numbers stay right; how far each line moved is remembered so that error columns can be put back.
enum StandaloneTags {
    struct Rewritten {
        var text: String
        /// For each 1-based line that moved, the bytes to add to a column in the rewritten text:
        /// its removed indentation, less the `#}` that now starts it after a standalone line.
        var columnShift: [Int: Int]
    }

    static func rewrite(_ template: String) -> Rewritten {
        var shift: [Int: Int] = [:]
        let text = rewrite(template) { line, columns in shift[line, default: 0] += columns }
        return Rewritten(text: text, columnShift: shift.filter { $0.value != 0 })
    }

    /// The rewritten text alone, as the templates are compiled and rendered: the column shifts
    /// matter only to an error's location, and filling their table was a twelfth of compiling
    /// the bundled templates.
    static func rewrittenText(_ template: String) -> String {
        rewrite(template) { _, _ in }
    }

    private static func rewrite(_ template: String, shifting: (_ line: Int, _ columns: Int) -> Void) -> String {
        var output: [UInt8] = []
        let bytes = Array(template.utf8)
        output.reserveCapacity(bytes.count + 64)
        var start = 0
        var line = 1
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
            let hasNewline = end < bytes.count
            if let tag = standaloneTag(bytes, start, end) {
                output.append(contentsOf: bytes[tag])
                if hasNewline {
                    output.append(contentsOf: [UInt8(ascii: "{"), UInt8(ascii: "#"), UInt8(ascii: "\n"), UInt8(ascii: "#"), UInt8(ascii: "}")])
                    shifting(line + 1, -2)
                }
                shifting(line, tag.lowerBound - start)
            } else {
                output.append(contentsOf: bytes[start..<end])
                if hasNewline { output.append(UInt8(ascii: "\n")) }
            }
            start = end + 1
            line += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The range of the single tag that, with blanks around it, makes up `bytes[start..<end]`.
    private static func standaloneTag(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Range<Int>? {
        func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") }
        var first = start
        while first < end && isBlank(bytes[first]) { first += 1 }
        var last = end
        while last > first && isBlank(bytes[last - 1]) { last -= 1 }
        guard last - first >= 4, bytes[first] == UInt8(ascii: "{"), bytes[last - 1] == UInt8(ascii: "}") else { return nil }
        let kind = bytes[first + 1]
        guard (kind == UInt8(ascii: "%") || kind == UInt8(ascii: "#")), bytes[last - 2] == kind else { return nil }
        // Exactly one tag: its closing marker is the line's last two bytes.
        var index = first + 2
        while index + 1 < last {
            if bytes[index] == kind && bytes[index + 1] == UInt8(ascii: "}") { return index + 2 == last ? first..<last : nil }
            index += 1
        }
        return nil
    }
}
