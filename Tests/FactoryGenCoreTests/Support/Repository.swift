import Foundation

/// Paths inside this repository, for tests that read fixtures or templates.
enum Repository {
    /// The repository's root folder (the one holding Package.swift).
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url
            }
        }
        fatalError("Package.swift not found above \(#filePath)")
    }()

    static var fixtures: URL { root.appendingPathComponent("Fixtures") }
    static var templates: URL { root.appendingPathComponent("Templates") }
    static var runtimeSources: URL { root.appendingPathComponent("Sources/FactoryRuntime") }
}
