import Foundation
import Testing
@testable import FactoryGenCore
import FactoryGenVerification

/// Random model modules (``RandomModels``) through the whole pipeline and the compiler: each
/// type gets a factory with no warning, the generated file compiles without one, every
/// `provide()` returns and every lens and prism obeys its laws. A few fixed seeds run with the
/// suite; `FACTORYGEN_FUZZ_SEEDS=1-40` (or `7,9`) runs others.
@Suite struct GenerationFuzzTests {
    static let seeds: [UInt64] = {
        guard let written = ProcessInfo.processInfo.environment["FACTORYGEN_FUZZ_SEEDS"], !written.isEmpty else { return [11, 29] }
        return written.split(separator: ",").flatMap { part -> [UInt64] in
            let bounds = part.split(separator: "-").compactMap { UInt64($0) }
            return bounds.count == 2 ? Array(bounds[0]...bounds[1]) : bounds
        }
    }()

    @Test(arguments: seeds)
    func randomModelsGetFactoriesThatCompileAndObeyTheLaws(seed: UInt64) throws {
        let models = RandomModels(seed: seed)
        let folder = SwiftCompiler.workspace.appendingPathComponent("fuzz-models-\(seed)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let paths = try models.sources.enumerated().map { index, text in
            let path = folder.appendingPathComponent("Models\(index).swift").path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        let result = Generator.generate(GenerationRequest(sourceFiles: paths, testableImports: ["Fuzz"]))
        let code = try #require(result.code, "seed \(seed): no code; models in \(folder.path)")
        let problems = result.diagnostics.filter { $0.severity != .note }
        // Counts, so that a failure prints its first few problems rather than every one twice.
        #expect(problems.count == 0, "seed \(seed), models in \(folder.path): \(problems.prefix(3).map(\.message))")
        #expect(result.plan.skipped.count == 0, "seed \(seed), models in \(folder.path): skipped \(result.plan.skipped.prefix(3).map(\.name))")

        let files = try paths.map { Parser.parse([UInt8](try Data(contentsOf: URL(fileURLWithPath: $0))), path: $0) }
        let driver = LawDriver.source(plan: result.plan, files: files, generated: code, extra: "")
        let output = try SwiftCompiler.compileAndRun(set: "fuzz-\(seed)", module: "Fuzz", models: paths, generated: code, driver: driver)
        #expect(output.contains(" checks, 0 failed"), "seed \(seed), models in \(folder.path): \(output.suffix(600))")
        let minimum = result.plan.types.count + 3 * result.plan.types.reduce(0) { $0 + $1.lenses.count }
        let checks = output.split(separator: " ").first.flatMap { Int($0) } ?? 0
        #expect(checks >= minimum, "seed \(seed): \(checks) checks, expected at least \(minimum)")
    }
}
