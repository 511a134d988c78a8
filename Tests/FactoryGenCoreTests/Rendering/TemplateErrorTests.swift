import Foundation
import Testing
@testable import FactoryGenCore

private func render(_ text: String, name: String = "30-user.stencil") -> Renderer.Output {
    let templates = TemplateSet(files: TemplateSet.bundled.files + [TemplateFile(name: name, path: "Custom/" + name, text: text)])
    return Renderer(templates: templates).render(SamplePlans.userPlan, files: [SamplePlans.userFile])
}

@Test func unknownTagIsAnErrorAtItsLine() throws {
    let output = render("// ok\n{% for type in types %}\n{% frobnicate type %}\n{% endfor %}\n")
    #expect(output.code == nil)
    let diagnostic = try #require(output.diagnostics.first)
    #expect(output.diagnostics.count == 1)
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.location == SourceLocation(file: "Custom/30-user.stencil", line: 3, column: 4))
    #expect(diagnostic.message.contains("frobnicate"))
}

@Test func unknownFilterIsAnErrorAtItsLine() throws {
    let output = render("line one\nline two\n  {{ header|shout }}\n")
    #expect(output.code == nil)
    let diagnostic = try #require(output.diagnostics.first)
    #expect(diagnostic.location?.file == "Custom/30-user.stencil")
    #expect(diagnostic.location?.line == 3)
    #expect(diagnostic.message.contains("shout"))
}

@Test func unclosedBlockIsAnError() throws {
    let output = render("a\n{% for type in types %}\n{{ type.name }}\n")
    #expect(output.code == nil)
    let diagnostic = try #require(output.diagnostics.first)
    #expect(diagnostic.location?.file == "Custom/30-user.stencil")
    #expect(diagnostic.location?.line == 2)
}

@Test func errorOnALineRepeatedEarlierIsStillLocated() throws {
    // Stencil numbers a token 0 when its line's text also appears earlier; the locator recovers.
    let output = render("{{ header|shout }}\n{{ header|shout }}\n")
    let diagnostic = try #require(output.diagnostics.first)
    #expect(diagnostic.location?.line == 1)
    #expect(diagnostic.location?.file == "Custom/30-user.stencil")
}

@Test func everyBrokenTemplateIsReported() {
    let templates = TemplateSet(files: [
        TemplateFile(name: "a.stencil", path: "T/a.stencil", text: "{% nope %}"),
        TemplateFile(name: "b.stencil", path: "T/b.stencil", text: "fine"),
        TemplateFile(name: "c.stencil", path: "T/c.stencil", text: "\n{{ x|nope }}"),
    ])
    let output = Renderer(templates: templates).render(GenerationPlan(), files: [])
    #expect(output.code == nil)
    #expect(output.diagnostics.map { $0.location?.file } == ["T/a.stencil", "T/c.stencil"])
    #expect(output.diagnostics.map { $0.location?.line } == [1, 2])
}

@Test func diagnosticPrintsInCompilerFormat() throws {
    let output = render("{% bogus %}")
    let diagnostic = try #require(output.diagnostics.first)
    #expect(diagnostic.description.hasPrefix("Custom/30-user.stencil:1:"))
    #expect(diagnostic.description.contains(": error: "))
}

@Test func missingIncludeIsAnErrorAtTheIncludeLine() throws {
    let output = render("first\n{% include \"missing.stencil\" %}\n")
    #expect(output.code == nil)
    let diagnostic = try #require(output.diagnostics.first)
    #expect(diagnostic.location?.file == "Custom/30-user.stencil")
    #expect(diagnostic.location?.line == 2)
    #expect(diagnostic.message.contains("missing.stencil"))
}

@Test func includedTemplatesRenderAndTheirErrorsNameTheirFile() throws {
    let part = TemplateFile(name: "part.stencil", path: "Custom/part.stencil", text: "// {{ header }}\n")
    let broken = TemplateFile(name: "broken.stencil", path: "Custom/broken.stencil", text: "ok\n{% nope %}\n")
    let good = TemplateSet(files: [part, TemplateFile(name: "main.stencil", path: "Custom/main.stencil", text: "{% include \"part.stencil\" %}")])
    let code = try #require(Renderer(templates: good).render(GenerationPlan(), files: []).code)
    // `part.stencil` renders on its own too, being in the set.
    #expect(code == [GeneratedFileHeader.line, "// " + GeneratedFileHeader.line, "// " + GeneratedFileHeader.line].joined(separator: "\n\n") + "\n")

    let bad = TemplateSet(files: [broken.with(name: "zz-broken.stencil"), TemplateFile(name: "main.stencil", path: "Custom/main.stencil", text: "{% include \"zz-broken.stencil\" %}")])
    let output = Renderer(templates: bad).render(GenerationPlan(), files: [])
    #expect(output.code == nil)
    #expect(output.diagnostics.contains { $0.location?.file == "Custom/broken.stencil" && $0.location?.line == 2 })
}

private extension TemplateFile {
    func with(name: String) -> TemplateFile { TemplateFile(name: name, path: path, text: text) }
}
