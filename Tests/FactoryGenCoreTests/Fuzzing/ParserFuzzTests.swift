import FactoryGenCore
import Foundation
import Testing

/// Damaged input must never crash or hang the parser, and whatever it reports must point
/// inside the file. Mutants are made from the fixtures with a fixed seed (the lexer tests'
/// `SplitMix` generator), so a failure
/// replays exactly; before each parse the mutant is written to
/// `$TMPDIR/factorygen-fuzz-<fixture>.swift`, so that after a crash the input is at hand.
@Suite struct ParserFuzzTests {
    static let mutantsPerFile = 30
    static let paths = FixtureCorpus.files.map(\.relativePath)

    @Test(.timeLimit(.minutes(1)), arguments: paths)
    func mutantsParseWithLocationsInsideTheFile(_ path: String) throws {
        let file = try #require(FixtureCorpus.files.first { $0.relativePath == path })
        var random = LexerPropertyTests.SplitMix(state: Self.seed(for: path))
        let crashCopy = FileManager.default.temporaryDirectory
            .appendingPathComponent("factorygen-fuzz-\(file.url.deletingPathExtension().lastPathComponent).swift")
        var mutant = file.bytes
        for index in 0..<Self.mutantsPerFile {
            let mutation = Mutation.allCases[index % Mutation.allCases.count]
            // Every third mutant builds on the previous one, so damage accumulates.
            mutant = mutation.apply(to: index % 3 == 2 ? mutant : file.bytes, using: &random)
            try Data(mutant).write(to: crashCopy)
            let parsed = Parser.parse(mutant, path: path)
            let problems = ParseInvariants(source: mutant, path: path).violations(in: parsed)
            #expect(problems.isEmpty, "mutant \(index) (\(mutation)) of \(path):\n\(problems.joined(separator: "\n"))")
            #expect(Parser.parse(mutant, path: path) == parsed, "mutant \(index) (\(mutation)) of \(path) parses differently twice")
        }
        try? FileManager.default.removeItem(at: crashCopy)
    }

    /// Degenerate files, each the worst case of one recovery path.
    @Test(arguments: DegenerateInput.allCases)
    func degenerateInputParsesWithLocationsInsideTheFile(_ input: DegenerateInput) {
        let bytes = input.make(count: 2_000)
        let parsed = Parser.parse(bytes, path: "Degenerate.swift")
        let problems = ParseInvariants(source: bytes, path: "Degenerate.swift").violations(in: parsed)
        #expect(problems.isEmpty, "\(input):\n\(problems.prefix(20).joined(separator: "\n"))")
    }

    @Test func emptyAndTinyFilesParse() {
        for text in ["", "\n", "\u{FEFF}", "{", "}", "\"", "/*", "#if", "`", "struct", "enum E { case", "@"] {
            let bytes = Array(text.utf8)
            let parsed = Parser.parse(bytes, path: "Tiny.swift")
            let problems = ParseInvariants(source: bytes, path: "Tiny.swift").violations(in: parsed)
            #expect(problems.isEmpty, "\(text.debugDescription): \(problems)")
        }
    }

    /// A stable seed per fixture (not `hashValue`, which changes between runs).
    static func seed(for path: String) -> UInt64 {
        path.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }
}
