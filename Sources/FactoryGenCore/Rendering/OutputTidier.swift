import Foundation

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
        guard !bytes.isEmpty else { return "" }
        // The output is never longer than the input: each line keeps at most its own newline.
        return bytes.withUnsafeBufferPointer { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { output in tidy(bytes, into: output) }
        }
    }

    /// The generated file, as UTF-8: each rendered text tidied, those left with any text
    /// separated by a blank line, and a final newline.
    ///
    /// The texts are tidied straight into the file's one buffer: they are megabytes, and a copy
    /// of each would add them to the run's peak memory. The file stays bytes up to the disk:
    /// making a `String` of it would check its UTF-8 once more, serially, at the end of the run,
    /// and one byte past ASCII anywhere (the `→` of a skipped cycle) makes that check four
    /// times slower.
    static func file(joining texts: [[UInt8]]) -> [UInt8] {
        let capacity = texts.reduce(1) { $0 + $1.count + 2 }
        return [UInt8](unsafeUninitializedCapacity: capacity) { output, written in
            written = 0
            for text in texts {
                let separator = written > 0 ? 2 : 0
                let count = text.withUnsafeBufferPointer { text in
                    tidy(text, into: UnsafeMutableBufferPointer(rebasing: output[(written + separator)...]))
                }
                guard count > 0 else { continue }
                if separator > 0 {
                    output[written] = UInt8(ascii: "\n")
                    output[written + 1] = UInt8(ascii: "\n")
                }
                written += separator + count
            }
            output[written] = UInt8(ascii: "\n")
            written += 1
        }
    }

    /// Writes the tidied `bytes` to `output`, which holds at least as many; returns the count written.
    private static func tidy(_ bytes: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
        var written = 0
        var pendingBlank = false
        var previousOpens = false
        var start = 0
        while start <= bytes.count {
            let end = endOfLine(in: bytes, from: start)
            var trimmedEnd = end
            while trimmedEnd > start && (bytes[trimmedEnd - 1] == space || bytes[trimmedEnd - 1] == tab || bytes[trimmedEnd - 1] == UInt8(ascii: "\r")) {
                trimmedEnd -= 1
            }
            if trimmedEnd == start {
                pendingBlank = written > 0
            } else {
                var first = start
                while bytes[first] == space || bytes[first] == tab { first += 1 }
                let closes = bytes[first] == UInt8(ascii: "}") || startsWith(bytes, at: first, "#endif") || startsWith(bytes, at: first, "#else")
                if pendingBlank && !previousOpens && !closes {
                    output[written] = newline
                    written += 1
                }
                pendingBlank = false
                if written > 0 {
                    output[written] = newline
                    written += 1
                }
                let line = UnsafeBufferPointer(rebasing: bytes[start..<trimmedEnd])
                _ = UnsafeMutableBufferPointer(rebasing: output[written..<written + line.count]).initialize(from: line)
                written += line.count
                previousOpens = bytes[trimmedEnd - 1] == UInt8(ascii: "{") || startsWith(bytes, at: first, "#if") || startsWith(bytes, at: first, "#else")
            }
            start = end + 1
        }
        return written
    }

    /// The index of the first newline from `start`, or the end. `memchr` scans a word at a
    /// time, where a loop over bytes took most of tidying megabytes of output.
    private static func endOfLine(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard start < bytes.count, let base = bytes.baseAddress else { return bytes.count }
        guard let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) else { return bytes.count }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    private static func startsWith(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ prefix: StaticString) -> Bool {
        prefix.withUTF8Buffer { buffer in
            guard index + buffer.count <= bytes.count else { return false }
            for offset in 0..<buffer.count where bytes[index + offset] != buffer[offset] { return false }
            return true
        }
    }
}
