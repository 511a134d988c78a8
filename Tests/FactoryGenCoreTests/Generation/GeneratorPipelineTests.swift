import Foundation
import Testing
@testable import FactoryGenCore

/// The pipeline with stand-in stages: a "parser" that turns each line `Name` into a struct
/// and a "resolver" that plans a payload-free enum per type, so ordering, failure isolation,
/// diagnostics and timings are tested apart from the real stages.
private func standInParse(_ source: PaddedSource, _ path: String) -> SourceFile {
    let text = String(decoding: source.bytes, as: UTF8.self)
    var file = SourceFile(path: path)
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
        let location = SourceLocation(file: path, line: index + 1, column: 1)
        if line.hasPrefix("!") {
            file.diagnostics.append(.error("bad line", at: location))
        } else {
            file.types.append(TypeDeclaration(kind: .enum, name: String(line), location: location))
        }
    }
    return file
}

private func standInResolve(_ files: [SourceFile], _ context: [SourceFile]) -> GenerationPlan {
    let types = files.flatMap(\.types).map { type in
        TypePlan(
            name: type.name, kind: .enum, selfType: type.name, location: type.location,
            providable: ProvidablePlan(callee: ".a", arguments: [], hasParentheses: false, expression: ".a", origin: "case a")
        )
    }.sorted { ($0.name, $0.location) < ($1.name, $1.location) }
    let warnings = files.flatMap(\.types).filter { $0.name.hasPrefix("W") }.map { Diagnostic.warning("odd name", at: $0.location) }
    return GenerationPlan(types: types, diagnostics: warnings)
}

private func folder(_ files: [String: String]) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("fg-pipeline-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (name, text) in files {
        try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return url
}

@Test func outputDoesNotDependOnFileOrder() throws {
    let names = (0..<24).map { String(format: "F%02d.swift", $0) }
    var contents: [String: String] = [:]
    for (index, name) in names.enumerated() { contents[name] = "T\(index)\nW\(index)\n!\n" }
    let url = try folder(contents)
    defer { try? FileManager.default.removeItem(at: url) }
    let paths = names.map { url.appendingPathComponent($0).path }

    let first = Generator.generate(GenerationRequest(sourceFiles: paths), parse: standInParse, resolve: standInResolve)
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<5 {
        let shuffled = Generator.generate(GenerationRequest(sourceFiles: paths.shuffled(using: &generator)), parse: standInParse, resolve: standInResolve)
        #expect(shuffled.code == first.code)
        #expect(shuffled.diagnostics == first.diagnostics)
        #expect(shuffled.plan == first.plan)
    }
    #expect(first.plan.types.count == 48)
}

@Test func unreadableAndBrokenFilesDoNotStopTheOthers() throws {
    let url = try folder(["Good.swift": "Good\n", "Broken.swift": "Fine\n!\n"])
    defer { try? FileManager.default.removeItem(at: url) }
    let missing = url.appendingPathComponent("Missing.swift").path
    let request = GenerationRequest(sourceFiles: [url.appendingPathComponent("Good.swift").path, missing, url.appendingPathComponent("Broken.swift").path])
    let result = Generator.generate(request, parse: standInParse, resolve: standInResolve)

    #expect(result.plan.types.map(\.name) == ["Fine", "Good"])
    #expect(result.hasErrors)
    #expect(result.diagnostics.map(\.message) == ["cannot read '\(missing)'", "bad line"])
    #expect(result.diagnostics.last?.location == SourceLocation(file: url.appendingPathComponent("Broken.swift").path, line: 2, column: 1))
    let code = try #require(result.code)
    #expect(code.contains("extension Fine: Providable") && code.contains("extension Good: Providable"))
}

@Test func diagnosticsAreSortedByLocationWithUnlocatedFirst() {
    let at = { (file: String, line: Int) in SourceLocation(file: file, line: line, column: 1) }
    let sorted = Generator.sorted([
        .error("b2", at: at("b", 2)),
        .error("a9", at: at("a", 9)),
        .error("none"),
        .warning("b2 again", at: at("b", 2)),
        .error("a1", at: at("a", 1)),
    ])
    #expect(sorted.map(\.message) == ["none", "a1", "a9", "b2", "b2 again"])
}

@Test func timingsNameEachStageInOrder() throws {
    let url = try folder(["A.swift": "A\nB\n"])
    defer { try? FileManager.default.removeItem(at: url) }
    let result = Generator.generate(GenerationRequest(sourceFiles: [url.appendingPathComponent("A.swift").path]), parse: standInParse, resolve: standInResolve)
    #expect(result.timings.map(\.stage) == ["lexing+parsing", "resolution", "rendering"])
    #expect(result.timings.allSatisfy { $0.seconds >= 0 })
    #expect(result.timings[0].detail == "1 files, 4 bytes")
    #expect(result.timings[1].detail == "2 types, 0 skipped")
}

/// `--verbose` prints the rendering stage's detail: it names a template Stencil rendered, and why.
@Test func renderingSaysWhichTemplatesStencilRendered() throws {
    let url = try folder(["A.swift": "A\n", "90-extra.stencil": "{% ifnot retroactive %}// extra{% endif %}\n"])
    defer { try? FileManager.default.removeItem(at: url) }
    let template = url.appendingPathComponent("90-extra.stencil").path
    let request = GenerationRequest(sourceFiles: [url.appendingPathComponent("A.swift").path], templatePaths: [template])
    let result = Generator.generate(request, parse: standInParse, resolve: standInResolve)
    #expect(result.code?.hasSuffix("// extra\n") == true)
    #expect(result.timings.last?.detail.hasSuffix("rendered by Stencil: \(template) (line 1: the 'ifnot' tag is not compiled)") == true,
            "\(result.timings.last?.detail ?? "")")
}

@Test func badTemplatePathGivesNoCode() throws {
    let url = try folder(["A.swift": "A\n"])
    defer { try? FileManager.default.removeItem(at: url) }
    let request = GenerationRequest(sourceFiles: [url.appendingPathComponent("A.swift").path], templatePaths: [url.appendingPathComponent("nope").path])
    let result = Generator.generate(request, parse: standInParse, resolve: standInResolve)
    #expect(result.code == nil)
    #expect(result.diagnostics.contains { $0.message.contains("does not exist") })
}

/// The real stages: a file the parser cannot fully read still lets the other files generate, and
/// fails the run only when `strict`.
@Test func realPipelineKeepsGoingPastABrokenFile() throws {
    let url = try folder([
        "Good.swift": "struct Ticket {\n    let seat: Int\n}\n",
        "Broken.swift": "struct Half {\n    let a: Int\n    let b = \"unterminated\n}\n",
    ])
    defer { try? FileManager.default.removeItem(at: url) }
    let request = GenerationRequest(
        sourceFiles: ["Good.swift", "Broken.swift"].map { url.appendingPathComponent($0).path },
        testableImports: ["App"]
    )
    let result = Generator.generate(request)
    let code = try #require(result.code)
    #expect(code.contains("extension App.Ticket: Providable {"))
    // A warning: swiftc reports the models' own syntax errors, and a construct the parser does
    // not know must not fail the build of a test target.
    let unread = result.diagnostics.filter { $0.location?.file.hasSuffix("Broken.swift") == true }
    #expect(!unread.isEmpty && unread.allSatisfy { $0.severity == .warning }, "\(unread)")
    #expect(unread.first?.message.hasSuffix("(factorygen could not read this: what it skipped gets no factory)") == true, "\(unread)")
    #expect(result.timings.map(\.stage) == ["lexing+parsing", "resolution", "rendering"])

    var strict = request
    strict.strict = true
    let strictResult = Generator.generate(strict)
    #expect(strictResult.diagnostics.contains { $0.severity == .error && $0.location?.file.hasSuffix("Broken.swift") == true })
}
