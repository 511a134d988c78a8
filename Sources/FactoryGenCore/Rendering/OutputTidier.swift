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
    static func file(joining texts: [[UInt8]], pieceSize: Int = 1 << 16) -> [UInt8] {
        file(joiningSegments: texts.map { [GeneratedText.Storage($0)] }, pieceSize: pieceSize).bytes
    }

    /// The generated file from texts each rendered in segments (a core's run of types each),
    /// as ``file(joining:pieceSize:)`` makes it from the joined texts.
    ///
    /// The segments are tidied where they lie and the file is made of their parts: they are
    /// megabytes, and a copy would add them to the run's peak memory. They are cut into pieces
    /// of whole lines (`pieceSize` bytes or more), tidied on all cores each in place: done in
    /// one pass, tidying was a serial tenth of rendering. The file stays bytes up to the disk:
    /// making a `String` of it would check its UTF-8 once more, serially, and one byte past
    /// ASCII anywhere (the `→` of a skipped cycle) makes that check four times slower.
    static func file(joiningSegments texts: [[GeneratedText.Storage]], pieceSize: Int = 1 << 16) -> GeneratedText {
        var storages = [GeneratedText.Storage.lineBreaks]
        var pieces: [(text: Int, storage: Int, range: Range<Int>)] = []
        for (text, segments) in texts.enumerated() {
            let segments = lineAligned(segments)
            for (index, segment) in segments.enumerated() {
                storages.append(segment)
                // The line break that ends a segment followed by another is in neither piece,
                // as between two pieces of one segment.
                let length = index == segments.count - 1 ? segment.buffer.count : segment.buffer.count - 1
                let ranges = lineRanges(of: UnsafeBufferPointer(rebasing: segment.buffer[..<length]), pieceSize: pieceSize)
                pieces += ranges.map { (text, storages.count - 1, $0) }
            }
        }
        // Each piece writes at most its own bytes, from its start: tidied in place.
        let tidied = Array(pieces.indices).concurrentMap { index -> Piece in
            let region = UnsafeMutableBufferPointer(rebasing: storages[pieces[index].storage].buffer[pieces[index].range])
            return tidy(UnsafeBufferPointer(region), into: region)
        }
        var parts: [GeneratedText.Part] = []
        func lineBreaks(_ count: Int) { parts.append(GeneratedText.Part(storage: 0, start: 0, count: count)) }
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
                lineBreaks((blankPending || piece.blankBefore) && !lastOpens && !piece.firstCloses ? 2 : 1)
            } else if !parts.isEmpty {
                lineBreaks(2)
            }
            parts.append(GeneratedText.Part(storage: pieces[index].storage, start: pieces[index].range.lowerBound, count: piece.count))
            hasLines = true
            blankPending = piece.blankAfter
            lastOpens = piece.lastOpens
        }
        lineBreaks(1)
        return GeneratedText(storages: storages, parts: parts)
    }

    /// `segments` without empty ones, and each but the last ending with a line break: a line
    /// that runs on into the next segment is joined with it, a copy. The bundled templates'
    /// runs of types end with a line break, so their segments are taken as they are.
    private static func lineAligned(_ segments: [GeneratedText.Storage]) -> [GeneratedText.Storage] {
        let segments = segments.filter { $0.buffer.count > 0 }
        var aligned: [GeneratedText.Storage] = []
        var carried: [UInt8] = []
        for (index, segment) in segments.enumerated() {
            if carried.isEmpty && (segment.buffer.last == UInt8(ascii: "\n") || index == segments.count - 1) {
                aligned.append(segment)
                continue
            }
            carried.append(contentsOf: segment.buffer)
            if carried.last == UInt8(ascii: "\n") || index == segments.count - 1 {
                aligned.append(GeneratedText.Storage(carried))
                carried = []
            }
        }
        return aligned
    }

    /// `text` cut into ranges of whole lines, each `pieceSize` bytes or more but the last; the
    /// newline between two ranges is in neither.
    private static func lineRanges(of text: UnsafeBufferPointer<UInt8>, pieceSize: Int) -> [Range<Int>] {
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

    /// Writes the tidied `bytes` to `output`, which holds at least as many, or is `bytes`
    /// itself: the output of a line never starts past the line.
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
                // Read before the line moves: `output` may be `bytes`, tidied in place, where
                // the line moves back over bytes already read.
                previousOpens = bytes[trimmedEnd - 1] == UInt8(ascii: "{") || startsWith(bytes, at: first, "#if") || startsWith(bytes, at: first, "#else")
                memmove(output.baseAddress! + written, bytes.baseAddress! + start, trimmedEnd - start)
                written += trimmedEnd - start
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
