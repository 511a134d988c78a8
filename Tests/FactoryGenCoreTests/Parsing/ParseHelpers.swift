@testable import FactoryGenCore

/// Parses `source` as `Test.swift`.
func parsed(_ source: String) -> SourceFile {
    Parser.parse(source, path: "Test.swift")
}

/// The first top-level type, or a placeholder that makes expectations fail readably.
func firstParsedType(_ source: String) -> TypeDeclaration {
    parsed(source).types.first ?? TypeDeclaration(kind: .struct, name: "<none>", location: SourceLocation(file: "", line: 0, column: 0))
}

func testLocation(_ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(file: "Test.swift", line: line, column: column)
}
