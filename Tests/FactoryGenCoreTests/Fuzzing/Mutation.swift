/// One way to damage a source file, applied with a seeded generator.
///
/// ```swift
/// var random = LexerPropertyTests.SplitMix(state: 7)
/// let mutant = Mutation.truncate.apply(to: Array("struct A {}".utf8), using: &random)
/// mutant.bytes            // a prefix of the source
/// mutant.firstChange      // where the prefix ends
/// ```
enum Mutation: CaseIterable, CustomStringConvertible {
    /// Cuts the file at a random offset, often inside a token (a string, a comment, a UTF-8
    /// sequence).
    case truncate
    /// Removes a random range of up to 200 bytes.
    case deleteRange
    /// Copies a random range of up to 400 bytes to a random place.
    case duplicateRange
    /// Changes up to 8 random bytes to random values.
    case flipBytes
    /// Inserts up to 16 random bytes, invalid UTF-8 included.
    case insertRandomBytes
    /// Inserts a fragment that opens or closes something: a brace, a quote, a comment, a
    /// directive, a backtick.
    case insertUnbalanced

    var description: String {
        switch self {
        case .truncate: "truncate"
        case .deleteRange: "delete range"
        case .duplicateRange: "duplicate range"
        case .flipBytes: "flip bytes"
        case .insertRandomBytes: "insert random bytes"
        case .insertUnbalanced: "insert unbalanced"
        }
    }

    private static let unbalancedFragments: [[UInt8]] = [
        "{", "}", "(", ")", "[", "]", "<", ">", "\"", "\"\"\"", "\"\"\"\n", "#\"", "\"#", "##\"",
        "/*", "*/", "//", "/", "#/", "`", "\\(", "#if DEBUG\n", "#else\n", "#endif\n", "#elseif X\n",
        "@", "#", "case ", "struct ", "enum E { case ", "var x: [Int: ", "init(", "extension ",
        "\u{FEFF}", "\r", "\r\n", "\0",
    ].map { Array($0.utf8) }

    /// Bytes that are never valid in UTF-8, or only as part of a sequence.
    private static let invalidUTF8: [UInt8] = [0x80, 0xBF, 0xC0, 0xC1, 0xE2, 0xF0, 0xF5, 0xFF]

    /// Damaged bytes and the offset of the first byte that differs from the source (bytes
    /// before it are untouched).
    struct Mutant {
        var bytes: [UInt8]
        var firstChange: Int
    }

    func apply(to source: [UInt8], using random: inout LexerPropertyTests.SplitMix) -> Mutant {
        var bytes = source
        guard !bytes.isEmpty else { return Mutant(bytes: Self.unbalancedFragments[0], firstChange: 0) }
        var firstChange: Int
        switch self {
        case .truncate:
            firstChange = Int.random(in: 0..<bytes.count, using: &random)
            bytes.removeSubrange(firstChange...)
        case .deleteRange:
            firstChange = Int.random(in: 0..<bytes.count, using: &random)
            let end = min(bytes.count, firstChange + Int.random(in: 1...200, using: &random))
            bytes.removeSubrange(firstChange..<end)
        case .duplicateRange:
            let start = Int.random(in: 0..<bytes.count, using: &random)
            let end = min(bytes.count, start + Int.random(in: 1...400, using: &random))
            let copy = Array(bytes[start..<end])
            firstChange = Int.random(in: 0...bytes.count, using: &random)
            bytes.insert(contentsOf: copy, at: firstChange)
        case .flipBytes:
            firstChange = bytes.count
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                bytes[index] = UInt8.random(in: 0...255, using: &random)
                firstChange = min(firstChange, index)
            }
        case .insertRandomBytes:
            var inserted: [UInt8] = []
            for _ in 0..<Int.random(in: 1...16, using: &random) {
                inserted.append(Bool.random(using: &random)
                    ? Self.invalidUTF8.randomElement(using: &random)!
                    : UInt8.random(in: 0...255, using: &random))
            }
            firstChange = Int.random(in: 0...bytes.count, using: &random)
            bytes.insert(contentsOf: inserted, at: firstChange)
        case .insertUnbalanced:
            firstChange = bytes.count
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let fragment = Self.unbalancedFragments.randomElement(using: &random)!
                let offset = Int.random(in: 0...bytes.count, using: &random)
                bytes.insert(contentsOf: fragment, at: offset)
                // An insertion before an earlier one moves it, so the minimum is still right.
                firstChange = min(firstChange, offset)
            }
        }
        return Mutant(bytes: bytes, firstChange: firstChange)
    }
}
