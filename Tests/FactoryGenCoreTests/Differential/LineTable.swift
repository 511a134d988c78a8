/// Line starts of a source text, to turn swiftc's line:column into byte offsets and back.
struct LineTable {
    private let bytes: [UInt8]
    private let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// The 1-based line and UTF-8 column of a byte offset (the end offset is allowed).
    func position(ofOffset offset: Int) -> (line: Int, column: Int) {
        let line = lineStarts.lastIndex { $0 <= offset } ?? 0
        return (line + 1, offset - lineStarts[line] + 1)
    }

    /// The first occurrence of `word` as a whole identifier at or after line:column (1-based,
    /// UTF-8 columns), or `nil`.
    func nextWord(_ word: String, fromLine line: Int, column: Int) -> (line: Int, column: Int)? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let spelled = Array(word.utf8)
        var offset = lineStarts[line - 1] + column - 1
        while offset + spelled.count <= bytes.count {
            if bytes[offset..<offset + spelled.count].elementsEqual(spelled),
               offset == 0 || !isIdentifierByte(bytes[offset - 1]),
               offset + spelled.count == bytes.count || !isIdentifierByte(bytes[offset + spelled.count]) {
                return position(ofOffset: offset)
            }
            offset += 1
        }
        return nil
    }

    private func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte >= 0x80
            || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
