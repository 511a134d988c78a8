import Foundation
import Testing
@testable import FactoryGenCore

/// Generation parses without documentation; everything else it reads must be what a full parse
/// reads, or skipping the comments would change the generated file.
@Suite struct DocumentationReadingTests {
    @Test func parsingWithoutDocumentationLeavesOnlyTheDocumentationOut() throws {
        var documented = 0
        var mismatches: [String] = []
        for file in FixtureCorpus.files {
            let full = try Self.json(Parser.parse(file.bytes, path: file.relativePath))
            let lean = try Self.json(Parser.parse(file.bytes, path: file.relativePath, readsDocumentation: false))
            #expect(Self.documentationCount(in: lean) == 0, "\(file.relativePath)")
            let count = Self.documentationCount(in: full)
            documented += count
            if Self.removingDocumentation(from: full) as? NSObject != lean as? NSObject { mismatches.append(file.relativePath) }
        }
        #expect(mismatches.count == 0, "parsed differently without documentation: \(mismatches.prefix(5))")
        // The fixtures document enough declarations for the comparison to mean something.
        #expect(documented >= 20)
    }

    @Test func aDocumentedDeclarationHasNoDocumentationWhenItIsNotRead() {
        let source = "/// A user.\nstruct User {\n    /// The name.\n    let name: String\n}\n"
        let full = Parser.parse(source, path: "User.swift")
        let lean = Parser.parse(source, path: "User.swift", readsDocumentation: false)
        #expect(full.types.first?.documentation == "A user.")
        #expect(full.types.first?.members.properties.first?.documentation == "The name.")
        #expect(lean.types.first?.documentation == nil)
        #expect(lean.types.first?.members.properties.first?.documentation == nil)
        #expect(lean.types.first?.members.properties.first?.type?.description == "String")
    }

    private static func json(_ file: SourceFile) throws -> Any {
        try JSONSerialization.jsonObject(with: JSONEncoder().encode(file))
    }

    private static func documentationCount(in value: Any) -> Int {
        if let object = value as? [String: Any] {
            return (object["documentation"] == nil ? 0 : 1) + object.values.reduce(0) { $0 + documentationCount(in: $1) }
        }
        if let array = value as? [Any] { return array.reduce(0) { $0 + documentationCount(in: $1) } }
        return 0
    }

    private static func removingDocumentation(from value: Any) -> Any {
        if var object = value as? [String: Any] {
            object["documentation"] = nil
            return object.mapValues(removingDocumentation)
        }
        if let array = value as? [Any] { return array.map(removingDocumentation) }
        return value
    }
}
