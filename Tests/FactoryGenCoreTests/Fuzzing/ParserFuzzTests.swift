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
        let original = Parser.parse(file.bytes, path: path)
        var mutant = Mutation.Mutant(bytes: file.bytes, firstChange: file.bytes.count)
        for index in 0..<Self.mutantsPerFile {
            let mutation = Mutation.allCases[index % Mutation.allCases.count]
            // Every third mutant builds on the previous one, so damage accumulates.
            if index % 3 == 2 {
                let next = mutation.apply(to: mutant.bytes, using: &random)
                mutant = Mutation.Mutant(bytes: next.bytes, firstChange: min(mutant.firstChange, next.firstChange))
            } else {
                mutant = mutation.apply(to: file.bytes, using: &random)
            }
            try Data(mutant.bytes).write(to: crashCopy)
            let parsed = Parser.parse(mutant.bytes, path: path)
            let label = "mutant \(index) (\(mutation), first change at byte \(mutant.firstChange)) of \(path)"
            let problems = ParseInvariants(source: mutant.bytes, path: path).violations(in: parsed)
            #expect(problems.isEmpty, "\(label):\n\(problems.joined(separator: "\n"))")
            #expect(Parser.parse(mutant.bytes, path: path) == parsed, "\(label) parses differently twice")
            let lost = Self.declarationsLost(before: mutant.firstChange, original: original, source: file.bytes, mutant: parsed)
            #expect(lost.isEmpty, "\(label) changed declarations that end before the damage: \(lost)")
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

    /// The check of ``declarationsLost(before:original:source:mutant:)`` can fail: a type
    /// that ends before the damage and parses differently is reported, one after it is not.
    @Test func changedDeclarationBeforeTheDamageIsReported() {
        let source = Array("struct A { let x: Int }\nextension A {}\nstruct B {}\n".utf8)
        let original = Parser.parse(source, path: "A.swift")
        let changed = Parser.parse(Array("struct A { let y: Int }\nextension A {}\nstruct B {}\n".utf8), path: "A.swift")
        #expect(Self.declarationsLost(before: source.count, original: original, source: source, mutant: changed) == ["A"])
        #expect(Self.declarationsLost(before: 5, original: original, source: source, mutant: changed).isEmpty)
    }

    /// Damage cannot reach back: every top-level type or extension that ends before the first
    /// changed byte (known when the next top-level one starts before it) must be parsed
    /// exactly as in the original. Returns the names of those that were not.
    static func declarationsLost(before firstChange: Int, original: SourceFile, source: [UInt8], mutant: SourceFile) -> [String] {
        let lines = LineTable(source)
        let damage = lines.position(ofOffset: firstChange)
        let starts = (original.types.map(\.location) + original.extensions.map(\.location)).sorted()
        func endsBeforeDamage(_ location: FactoryGenCore.SourceLocation) -> Bool {
            // The next top-level declaration starts before the damage.
            guard let next = starts.first(where: { $0 > location }) else { return false }
            return (next.line, next.column) < (damage.line, damage.column)
        }
        var lost: [String] = []
        for type in original.types where endsBeforeDamage(type.location) && !mutant.types.contains(type) {
            lost.append(type.qualifiedName)
        }
        for declaration in original.extensions where endsBeforeDamage(declaration.location) && !mutant.extensions.contains(declaration) {
            lost.append("extension \(declaration.extendedType)")
        }
        return lost
    }

    /// A stable seed per fixture (not `hashValue`, which changes between runs).
    static func seed(for path: String) -> UInt64 {
        path.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }
}
