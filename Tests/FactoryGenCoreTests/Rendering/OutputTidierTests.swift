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
