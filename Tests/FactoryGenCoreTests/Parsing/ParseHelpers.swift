@testable import FactoryGenCore

/// Parses `source` as `Test.swift`.
func parse(_ source: String) -> SourceFile {
    Parser.parse(source, path: "Test.swift")
}

/// The first top-level type, or a placeholder that makes expectations fail readably.
func firstType(_ source: String) -> TypeDeclaration {
    parse(source).types.first ?? TypeDeclaration(kind: .struct, name: "<none>", location: SourceLocation(file: "", line: 0, column: 0))
}

func location(_ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(file: "Test.swift", line: line, column: column)
}
