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
            String(unsafeUninitializedCapacity: bytes.count) { output in tidy(bytes, into: output).count }
        }
    }

    /// The generated file, as UTF-8: each rendered text tidied, those left with any text
    /// separated by a blank line, and a final newline.
    ///
    /// The texts are tidied straight into the file's one buffer: they are megabytes, and a copy
    /// of each would add them to the run's peak memory. They are cut into pieces of whole lines
    /// (`pieceSize` bytes or more), tidied on all cores each into its own part of the buffer,
    /// then moved together: done in one pass, tidying was a serial tenth of rendering. The file
    /// stays bytes up to the disk: making a `String` of it would check its UTF-8 once more,
    /// serially, and one byte past ASCII anywhere (the `→` of a skipped cycle) makes that check
    /// four times slower.
    static func file(joining texts: [[UInt8]], pieceSize: Int = 1 << 16) -> [UInt8] {
        let pieces = texts.indices.flatMap { index in lineRanges(of: texts[index], pieceSize: pieceSize).map { (text: index, range: $0) } }
        // Each piece writes at most its own bytes, and each join or separator before it at
        // most two: a piece's part starts past all that its predecessors can write.
        var starts: [Int] = []
        starts.reserveCapacity(pieces.count)
        var capacity = 1
        for piece in pieces {
            starts.append(capacity + 1)
            capacity += piece.range.count + 2
        }
        return [UInt8](unsafeUninitializedCapacity: capacity + 1) { output, written in
            nonisolated(unsafe) let buffer = output
            let tidied = Array(pieces.indices).concurrentMap { index -> Piece in
                texts[pieces[index].text].withUnsafeBufferPointer { text in
                    let start = starts[index]
                    return tidy(
                        UnsafeBufferPointer(rebasing: text[pieces[index].range]),
                        into: UnsafeMutableBufferPointer(rebasing: buffer[start..<start + pieces[index].range.count])
                    )
                }
            }
            written = 0
            var text = -1
            var hasLines = false, blankPending = false, lastOpens = false
            for (index, piece) in tidied.enumerated() {
                if pieces[index].text != text {
                    text = pieces[index].text
                    hasLines = false
                }
                guard piece.count > 0 else {
                    if hasLines { blankPending = blankPending || piece.blankBefore }
                    continue
                }
                if hasLines {
                    // The tidier's own rule across the cut: one blank line kept, unless just
                    // inside a brace or an `#if` block.
                    output[written] = UInt8(ascii: "\n")
                    written += 1
                    if (blankPending || piece.blankBefore) && !lastOpens && !piece.firstCloses {
                        output[written] = UInt8(ascii: "\n")
                        written += 1
                    }
                } else if written > 0 {
                    output[written] = UInt8(ascii: "\n")
                    output[written + 1] = UInt8(ascii: "\n")
                    written += 2
                }
                memmove(output.baseAddress! + written, output.baseAddress! + starts[index], piece.count)
                written += piece.count
                hasLines = true
                blankPending = piece.blankAfter
                lastOpens = piece.lastOpens
            }
            output[written] = UInt8(ascii: "\n")
            written += 1
        }
    }

    /// `text` cut into ranges of whole lines, each `pieceSize` bytes or more but the last; the
    /// newline between two ranges is in neither.
    private static func lineRanges(of text: [UInt8], pieceSize: Int) -> [Range<Int>] {
        let size = max(pieceSize, text.count / (ProcessInfo.activeCores * 4))
        var ranges: [Range<Int>] = []
        var start = 0
        while text.count - start > size, let newline = text[(start + size)...].firstIndex(of: UInt8(ascii: "\n")) {
            ranges.append(start..<newline)
            start = newline + 1
        }
        ranges.append(start..<text.count)
        return ranges
    }

    /// A piece of text tidied on its own, with what joining it to the piece before needs.
    private struct Piece {
        /// The bytes written.
        var count = 0
        /// A blank line came before the first line written (or, with none written, anywhere).
        var blankBefore = false
        /// A blank line came after the last line written.
        var blankAfter = false
        /// The first line written closes a brace or a block (`}`, `#else`, `#endif`).
        var firstCloses = false
        /// The last line written opens one (`{`, `#if`, `#else`).
        var lastOpens = false
    }

    /// Writes the tidied `bytes` to `output`, which holds at least as many.
    private static func tidy(_ bytes: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Piece {
        let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
        var piece = Piece()
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
                if written == 0 { piece.blankBefore = true }
                pendingBlank = written > 0
            } else {
                var first = start
                while bytes[first] == space || bytes[first] == tab { first += 1 }
                let closes = bytes[first] == UInt8(ascii: "}") || startsWith(bytes, at: first, "#endif") || startsWith(bytes, at: first, "#else")
                if written == 0 { piece.firstCloses = closes }
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
        piece.count = written
        piece.blankAfter = pendingBlank
        piece.lastOpens = previousOpens
        return piece
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
