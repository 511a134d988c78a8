import Foundation
import Testing

/// The `factorygen` executable built with the tests, for end-to-end tests.
///
/// `swift test` builds every product, so the executable sits in the same build products folder
/// as the test bundle. It is looked for there (through the running test binary's path, which
/// works whatever `--scratch-path` or triple folder is used), then under the repository's
/// `.build/debug`; `FACTORYGEN_EXECUTABLE` overrides both.
enum FactoryGenExecutable {
    static let path: String? = {
        let fileManager = FileManager.default
        var candidates: [String] = []
        if let override = ProcessInfo.processInfo.environment["FACTORYGEN_EXECUTABLE"] {
            candidates.append(override)
        }
        var folders: [URL] = []
        if let running = try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            folders.append(URL(fileURLWithPath: running).deletingLastPathComponent())
        }
        if let executable = Bundle.main.executableURL {
            folders.append(executable.deletingLastPathComponent())
        }
        // On macOS the tests run inside `…/debug/factorygenPackageTests.xctest/Contents/MacOS`.
        var bundle = Bundle.main.bundleURL
        for _ in 0..<4 {
            folders.append(bundle)
            bundle.deleteLastPathComponent()
        }
        folders.append(Repository.root.appendingPathComponent(".build/debug"))
        candidates += folders.map { $0.appendingPathComponent("factorygen").path }
        return candidates.first { path in
            var isFolder: ObjCBool = false
            return fileManager.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
                && fileManager.isExecutableFile(atPath: path)
        }
    }()

    /// Runs `factorygen` with `arguments` in `directory`.
    static func run(_ arguments: [String], in directory: String) throws -> Shell.Output {
        let executable = try #require(path, "the factorygen executable was not found next to the tests; run `swift build` first")
        return try Shell.run(executable, arguments, in: URL(fileURLWithPath: directory))
    }
}
