import Foundation
import Testing
@testable import FactoryGenCore

private func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("fg-templates-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@Test func userTemplatesAddToAndReplaceBundledOnes() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "// types: {{ types.count }}\n".write(to: folder.appendingPathComponent("30-count.stencil"), atomically: true, encoding: .utf8)
    try "// no factories\n".write(to: folder.appendingPathComponent("20-factories.stencil"), atomically: true, encoding: .utf8)
    try "ignored".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)

    let (templates, problems) = TemplateSet.load(paths: [folder.path])
    #expect(problems.isEmpty)
    #expect(templates.files.map(\.name) == ["10-imports.stencil", "20-factories.stencil", "30-count.stencil", "30-skipped.stencil"])
    #expect(templates.files[1].path == folder.appendingPathComponent("20-factories.stencil").path)

    let code = try #require(Renderer(templates: templates).render(SamplePlans.userPlan, files: [SamplePlans.userFile]).code)
    #expect(code == """
    \(GeneratedFileHeader.line)

    #if hasFeature(InternalImportsByDefault)
    public import FactoryRuntime
    public import Foundation
    @unsafe @preconcurrency @testable public import App
    #else
    import FactoryRuntime
    import Foundation
    @unsafe @preconcurrency @testable import App
    #endif

    // no factories

    // types: 4

    """)
}

@Test func laterTemplatePathsWinAndFilesCanBeNamedDirectly() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = folder.appendingPathComponent("one")
    let second = folder.appendingPathComponent("two")
    try FileManager.default.createDirectory(at: first, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: second, withIntermediateDirectories: true)
    try "first".write(to: first.appendingPathComponent("x.stencil"), atomically: true, encoding: .utf8)
    try "second".write(to: second.appendingPathComponent("x.stencil"), atomically: true, encoding: .utf8)

    let (templates, problems) = TemplateSet.load(paths: [first.path, second.appendingPathComponent("x.stencil").path])
    #expect(problems.isEmpty)
    #expect(templates.files.first { $0.name == "x.stencil" }?.text == "second")
}

@Test func missingTemplatePathIsADiagnostic() {
    let (templates, problems) = TemplateSet.load(paths: ["/nonexistent/factorygen/templates"])
    #expect(templates == TemplateSet.bundled)
    #expect(problems.count == 1)
    #expect(problems.first?.message.contains("/nonexistent/factorygen/templates") == true)
}

@Test func emptyUserTemplateSwitchesABundledOneOff() throws {
    let templates = TemplateSet(files: TemplateSet.bundled.files + [TemplateFile(name: "10-imports.stencil", path: "mine", text: "")])
    let code = try #require(Renderer(templates: templates).render(SamplePlans.userPlan, files: [SamplePlans.userFile]).code)
    #expect(!code.contains("import FactoryRuntime"))
    #expect(code.hasPrefix(GeneratedFileHeader.line + "\n\n#if DEBUG\nnonisolated extension Load"))
}
