/// Removes the whitespace noise templates leave, so that the output reads as hand-written Swift:
/// trailing spaces, blank lines at the start and end, runs of blank lines (kept to one), and
/// blank lines just inside braces (after a line ending with `{`, before a line starting with `}`)
/// and just inside `#if` blocks (after `#if`, `#elseif`, `#else`; before `#elseif`, `#else`, `#endif`).
///
/// ```swift
/// OutputTidier.tidy("struct A {\n\n  let a: Int  \n\n\n}\n\n") // "struct A {\n  let a: Int\n}"
/// ```
///
/// Works on UTF-8 bytes, line by line, in one pass.
public enum OutputTidier {
    public static func tidy(_ text: String) -> String {
        tidy(utf8: Array(text.utf8))
    }

    /// ``tidy(_:)`` over the UTF-8 bytes a compiled template renders.
    static func tidy(utf8 bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var pendingBlank = false
        var previousOpens = false
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
            var trimmedEnd = end
            while trimmedEnd > start && (bytes[trimmedEnd - 1] == UInt8(ascii: " ") || bytes[trimmedEnd - 1] == UInt8(ascii: "\t") || bytes[trimmedEnd - 1] == UInt8(ascii: "\r")) {
                trimmedEnd -= 1
            }
            if trimmedEnd == start {
                pendingBlank = !output.isEmpty
            } else {
                var first = start
                while bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") { first += 1 }
                let closes = bytes[first] == UInt8(ascii: "}") || startsWith(bytes, at: first, "#endif") || startsWith(bytes, at: first, "#else")
                if pendingBlank && !previousOpens && !closes {
                    output.append(UInt8(ascii: "\n"))
                }
                pendingBlank = false
                if !output.isEmpty { output.append(UInt8(ascii: "\n")) }
                output.append(contentsOf: bytes[start..<trimmedEnd])
                previousOpens = bytes[trimmedEnd - 1] == UInt8(ascii: "{") || startsWith(bytes, at: first, "#if") || startsWith(bytes, at: first, "#else")
            }
            start = end + 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func startsWith(_ bytes: [UInt8], at index: Int, _ prefix: StaticString) -> Bool {
        prefix.withUTF8Buffer { buffer in
            guard index + buffer.count <= bytes.count else { return false }
            for offset in 0..<buffer.count where bytes[index + offset] != buffer[offset] { return false }
            return true
        }
    }
}
