import FactoryGenCore
import Testing

/// Our parser against the compiler: for every fixture, the declarations `swiftc -frontend
/// -dump-parse` finds (kinds, qualified names, nesting, members, line:column) must be exactly
/// the ones ``Parser`` finds. See ``DeclarationOutline`` for what is compared.
@Suite struct DifferentialTests {
    /// Every Swift file under `Fixtures/`; see ``FixtureCorpus`` for what is left out.
    static let paths = FixtureCorpus.files.map(\.relativePath)

    /// Parser mismatches that are known and not fixed yet, by fixture. Their failures are
    /// recorded as known issues, and a fixture listed here that starts to pass fails the test,
    /// so that the entry is removed: nothing here is skipped silently.
    static let knownMismatches: [String: Comment] = [:]

    @Test(arguments: paths)
    func parserAgreesWithSwiftc(_ path: String) throws {
        let file = try #require(FixtureCorpus.files.first { $0.relativePath == path })
        let reference = try SwiftcReference.make(for: file)
        if !reference.errors.isEmpty {
            // A fixture swiftc rejects has no reference outline. The parsing fixtures are
            // written to be valid, so for them this is a failure; fixtures elsewhere may be
            // invalid on purpose (diagnostics tests) and are compared only when valid.
            #expect(!FixtureCorpus.isParsingFixture(file), "swiftc rejects \(path):\n\(reference.errors.joined(separator: "\n"))")
            return
        }
        if let knownMismatch = Self.knownMismatches[path] {
            withKnownIssue(knownMismatch) { Self.compare(file, with: reference) }
        } else {
            Self.compare(file, with: reference)
        }
    }

    private static func compare(_ file: FixtureCorpus.File, with reference: SwiftcReference) {
        let path = file.relativePath
        let parsed = Parser.parse(file.bytes, path: path)
        #expect(parsed.diagnostics.isEmpty, "swiftc accepts \(path), the parser reports:\n\(parsed.diagnostics.map(\.description).joined(separator: "\n"))")
        let ours = ParserOutline.outline(of: parsed)
        let differences = ours.differences(from: reference.outline, referenceName: "swiftc", ownName: "parser")
        #expect(differences == nil, "\(path): the parser and swiftc disagree\n\(differences ?? "")")
    }

    /// The three entry points read a file the same way.
    @Test(arguments: paths)
    func entryPointsAgree(_ path: String) throws {
        let file = try #require(FixtureCorpus.files.first { $0.relativePath == path })
        let fromBytes = Parser.parse(file.bytes, path: file.url.path)
        #expect(Parser.parseFile(atPath: file.url.path) == fromBytes)
        #expect(Parser.parse(String(decoding: file.bytes, as: UTF8.self), path: file.url.path) == fromBytes)
    }

    /// The comparison must be able to fail: a declaration moved by one column is reported.
    @Test func comparisonReportsAShiftedDeclaration() throws {
        let file = try #require(FixtureCorpus.files.first { $0.relativePath.hasSuffix("Parsing/Members.swift") })
        let reference = try SwiftcReference.make(for: file)
        var shifted = Parser.parse(file.bytes, path: file.relativePath)
        shifted.types[0].location.column += 1
        let differences = ParserOutline.outline(of: shifted).differences(from: reference.outline, referenceName: "swiftc", ownName: "parser")
        #expect(differences?.contains("only parser") == true)
        #expect(differences?.contains("only swiftc") == true)
    }
}
