import Testing
import FactoryGenCore

@Test func diagnosticUsesTheCompilerFormat() {
    let diagnostic = Diagnostic.error("unterminated string literal", at: SourceLocation(file: "User.swift", line: 4, column: 17))
    #expect(diagnostic.description == "User.swift:4:17: error: unterminated string literal")
    #expect(Diagnostic.error("no config").description == "factorygen: error: no config")
}
