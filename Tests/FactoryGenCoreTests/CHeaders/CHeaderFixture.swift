import Foundation
@testable import FactoryGenCore

/// `Fixtures/CHeaders/`: the `Geometry` C module (headers and module map in `Include/`), Swift
/// models of module `Stage` that use its types, and the expected output.
enum CHeaderFixture {
    static var folder: URL { Repository.fixtures.appendingPathComponent("CHeaders") }
    static var include: URL { folder.appendingPathComponent("Include") }

    struct Generated {
        var configuration: Configuration
        var files: [String]
        var result: GenerationResult
        /// The code and diagnostics with the fixture folder's path removed.
        var code: String
        var diagnostics: String
    }

    static func generate(shuffled: Bool = false, search: LibclangSearch = .standard()) throws -> Generated {
        var configuration = try ConfigurationLoader.load(path: folder.appendingPathComponent(".factory.yml").path)
        configuration.libclangSearch = search
        var files = SourceCollector.collect(configuration).files
        if shuffled { files.shuffle() }
        let result = Generator.generate(configuration.request(sourceFiles: files))
        let prefix = folder.path + "/"
        return Generated(
            configuration: configuration, files: files, result: result,
            code: (result.code ?? "").replacingOccurrences(of: prefix, with: ""),
            diagnostics: result.diagnostics.map { "\($0)\n" }.joined().replacingOccurrences(of: prefix, with: "")
        )
    }
}

/// Whether the C header tests can run: they need libclang, found as factorygen finds it. In CI
/// (`CI=true`) they always run, so that a missing libclang fails them instead of hiding them.
enum LibclangAvailability {
    static let problem: String? = {
        switch Libclang.load(.standard()) {
        case .success: nil
        case .failure(let unavailable): unavailable.message
        }
    }()

    static var runs: Bool { problem == nil || ProcessInfo.processInfo.environment["CI"] == "true" }

    static var skipReason: String { "libclang is not installed: \(problem ?? "")" }
}
