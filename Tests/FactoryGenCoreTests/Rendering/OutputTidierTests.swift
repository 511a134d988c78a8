import Testing
@testable import FactoryGenCore

@Test func tidierDropsTrailingSpacesAndBlankRuns() {
    let text = "\n\nimport A   \n\n\n\nstruct B {\n\n    let c: Int\t\n\n}\n\n\n"
    #expect(OutputTidier.tidy(text) == "import A\n\nstruct B {\n    let c: Int\n}")
}

@Test func tidierKeepsSingleBlankLinesBetweenDeclarations() {
    let text = "a {\n    x\n\n    y\n}\n\nb"
    #expect(OutputTidier.tidy(text) == text)
}

@Test func tidierHandlesEmptyAndBlankInput() {
    #expect(OutputTidier.tidy("") == "")
    #expect(OutputTidier.tidy("  \n\n \t\n") == "")
}

@Test func tidierKeepsNonASCIIText() {
    #expect(OutputTidier.tidy("case ユーザ   \n\n\n// 完了") == "case ユーザ\n\n// 完了")
}

@Test func tidierDropsBlankLinesJustInsideConditionalBlocks() {
    let text = "#if DEBUG\n\nextension A {}\n\n#else\n\nlet b = 1\n\n#endif\n\nlet c = 2"
    #expect(OutputTidier.tidy(text) == "#if DEBUG\nextension A {}\n#else\nlet b = 1\n#endif\n\nlet c = 2")
}

@Test func theFileSeparatesTidiedTextsByABlankLineAndEndsWithANewline() {
    let texts = ["// header", "\n\n  \n", "struct A {\n\n}\n\n", "", "  let b = 1  \n"].map { Array($0.utf8) }
    #expect(OutputTidier.file(joining: texts) == Array("// header\n\nstruct A {\n}\n\n  let b = 1\n".utf8))
    #expect(OutputTidier.file(joining: []) == Array("\n".utf8))
    #expect(OutputTidier.file(joining: [Array(" \n\n".utf8)]) == Array("\n".utf8))
}

/// The file tidies each text in pieces of whole lines, on all cores, into one buffer; it must
/// read as tidying each text alone and joining the non-empty ones, wherever the cuts fall.
@Test func theFileIsEachTextTidiedThenJoined() {
    var generator = SystemRandomNumberGenerator()
    let pieces = ["{", "}", "#if A", "#else", "#endif", "let a = 1", "  ", "\t", "\n", "\n\n", "ユーザ", "\r\n"]
    // Cut a line at a time, the blank lines between `x` and `y` are pieces of their own.
    #expect(OutputTidier.file(joining: [Array("a {\nx\n  \n\t\ny\n}".utf8)], pieceSize: 1) == Array("a {\nx\n\ny\n}\n".utf8))
    for _ in 0..<400 {
        let texts = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
            (0..<Int.random(in: 0...24, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
        let expected = texts.map(OutputTidier.tidy).filter { !$0.isEmpty }.joined(separator: "\n\n") + "\n"
        let pieceSize = [1, 2, 5, 16, 1 << 16].randomElement(using: &generator)!
        #expect(OutputTidier.file(joining: texts.map { Array($0.utf8) }, pieceSize: pieceSize) == Array(expected.utf8), "\(texts), pieces of \(pieceSize)")
    }
}

/// A text rendered in segments (a core's run of types each) tidies as the text they make
/// joined, wherever the segments are cut: at line breaks, inside lines, empty.
@Test func aTextInSegmentsIsTidiedAsTheJoinedText() {
    var generator = SystemRandomNumberGenerator()
    let pieces = ["{", "}", "#if A", "#else", "#endif", "let a = 1", "  ", "\t", "\n", "\n\n", "ユーザ", "\r\n"]
    for _ in 0..<400 {
        let texts = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
            (0..<Int.random(in: 0...24, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
        let segmented = texts.map { text in
            var bytes = Array(text.utf8)[...]
            var segments: [[UInt8]] = []
            while !bytes.isEmpty || Bool.random(using: &generator) && segments.count < 3 {
                let cut = Int.random(in: 0...min(bytes.count, 12), using: &generator)
                segments.append(Array(bytes.prefix(cut)))
                bytes = bytes.dropFirst(cut)
            }
            return segments
        }
        let pieceSize = [1, 2, 5, 16, 1 << 16].randomElement(using: &generator)!
        let expected = OutputTidier.file(joining: texts.map { Array($0.utf8) }, pieceSize: pieceSize)
        let text = OutputTidier.file(joiningSegments: segmented.map { $0.map(GeneratedText.Storage.init) }, pieceSize: pieceSize)
        #expect(text.bytes == expected, "\(segmented), pieces of \(pieceSize)")
        #expect(text.count == expected.count)
    }
}

