import Testing
@testable import FactoryGenCore

@Suite struct RecoveryParsingTests {
    @Test func garbageInABodyIsReportedAndReadingGoesOn() {
        let file = parsed("""
        struct S {
            let a: Int
            ) ] 42
            let b: String
        }
        struct T {}
        """)
        #expect(file.diagnostics.map(\.description) == ["Test.swift:3:5: error: expected declaration, found ')'"])
        #expect(file.types.map(\.name) == ["S", "T"])
        #expect(file.types.first?.members.properties.map(\.name) == ["a", "b"])
    }

    @Test func longNonASCIITokensAreQuotedWholeCharacters() {
        let file = parsed("struct S {\n    コメントありコメントなし\n}")
        // 20 bytes would split the seventh character (3 bytes each); the message stops before it.
        #expect(file.diagnostics.map(\.message) == ["expected declaration, found 'コメントあり'"])
    }

    @Test func anUnclosedFunctionBodyEndsAtTheNextTopLevelType() {
        let file = parsed("""
        struct S {
            func f() {
                if x {
            let a: Int
        }
        struct T { let b: Int }
        """)
        #expect(file.types.map(\.name) == ["S", "T"])
        #expect(file.types.last?.members.properties.map(\.name) == ["b"])
        #expect(file.diagnostics.first?.description == "Test.swift:2:14: error: expected '}' to match this '{'")
    }

    @Test func truncatedFilesAreReported() {
        let file = parsed("struct S {\n    let a: Int\n    init(x: ")
        #expect(file.types.first?.name == "S")
        #expect(file.types.first?.members.properties.map(\.name) == ["a"])
        #expect(!file.diagnostics.isEmpty)
        #expect(file.diagnostics.allSatisfy { $0.location?.line == 3 })
    }

    @Test func unterminatedStringIsReportedAtItsQuote() {
        let file = parsed("struct S {\n    let a = \"open\n    let b: Int\n}")
        #expect(file.diagnostics.map(\.description) == ["Test.swift:2:13: error: unterminated string literal"])
        #expect(file.types.first?.members.properties.map(\.name) == ["a", "b"])
    }

    @Test func invalidUTF8AndStrayCharactersAreDiagnostics() {
        var bytes = Array("struct A {}\nstruct B { let x: Int }\n".utf8)
        bytes.insert(0xFF, at: 11)
        let file = Parser.parse(bytes, path: "Test.swift")
        #expect(file.types.map(\.name) == ["A", "B"])
        #expect(file.diagnostics.map(\.description).contains("Test.swift:1:12: error: invalid UTF-8 in source file"))
    }

    @Test func topLevelStatementsAreSkippedQuietly() {
        let file = parsed("""
        import Foundation
        let formatter = DateFormatter()
        print("{")
        if CommandLine.arguments.count > 1 { exit(1) }
        struct A {}
        """)
        #expect(file.diagnostics.isEmpty)
        #expect(file.types.map(\.name) == ["A"])
    }

    @Test func parseFileReportsReadFailures() {
        let file = Parser.parseFile(atPath: "/nonexistent/Missing.swift")
        #expect(file.diagnostics.map(\.description) == ["/nonexistent/Missing.swift:1:1: error: cannot read file"])
    }

    /// Inputs built to defeat bounded recursion or to trigger rescanning: each must finish
    /// quickly (the time limit catches a hang) and say what went wrong.
    @Test(.timeLimit(.minutes(1)), arguments: [
        Pathological("deeply nested parentheses") { "let x: " + String(repeating: "(", count: 50_000) },
        Pathological("unclosed types") { String(repeating: "struct A {", count: 20_000) },
        Pathological("nested interpolations") { "let s = \"" + String(repeating: "\\(\"", count: 20_000) },
        Pathological("unclosed #if") { String(repeating: "#if X\n", count: 20_000) },
        Pathological("unclosed #elseif and #else") { String(repeating: "#if X\n#elseif Y\n#else\n", count: 10_000) },
        Pathological("unclosed attribute arguments") { String(repeating: "@A<", count: 20_000) },
        Pathological("generic-looking comparisons") { "struct S { let x = " + String(repeating: "a<", count: 50_000) },
        Pathological("regex-looking divisions") { "let x = " + String(repeating: "(/a", count: 50_000) },
        Pathological("attributes under #if") { String(repeating: "#if X\n@A\n", count: 20_000) },
        Pathological("nested accessors") { "struct S { var x: Int { " + String(repeating: "get {", count: 20_000) },
        Pathological("stray closing braces") { String(repeating: "}", count: 50_000) },
    ])
    func pathologicalInputsFinishWithDiagnostics(_ input: Pathological) {
        let file = parsed(input.source())
        #expect(!file.diagnostics.isEmpty)
        #expect(file.diagnostics.count <= DeclarationParser.maximumDiagnostics + LexerState.maximumDiagnostics + 1)
    }
}

/// A pathological source, named in the test's output rather than printed (it is megabytes).
struct Pathological: CustomTestStringConvertible, Sendable {
    let name: String
    let source: @Sendable () -> String

    init(_ name: String, source: @escaping @Sendable () -> String) {
        self.name = name
        self.source = source
    }

    var testDescription: String { name }
}
