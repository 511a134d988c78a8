import Foundation
import FactoryGenCore

/// The Swift files the differential and fuzz tests read: every `.swift` file under `Fixtures/`,
/// except expected outputs and generated files, in a stable order.
///
/// `FACTORYGEN_PARSER_CORPUS=/path/to/Sources` reads every `.swift` file under that folder
/// instead, to hold the parser to swiftc on real code that is never committed:
///
/// ```sh
/// FACTORYGEN_PARSER_CORPUS=/tmp/real swift test --skip-build --filter parserAgreesWithSwiftc
/// ```
enum FixtureCorpus {
    struct File {
        /// The path relative to the repository root, as diagnostics show it.
        var relativePath: String
        var url: URL
        var bytes: [UInt8]
    }

    /// `Fixtures/Parsing` holds files written to be valid Swift: each one must satisfy swiftc.
    static let parsingFolder = "Fixtures/Parsing"

    static let files: [File] = {
        let external = ProcessInfo.processInfo.environment["FACTORYGEN_PARSER_CORPUS"].map { URL(fileURLWithPath: $0, isDirectory: true) }
        // An outside folder's paths are shown from that folder: none is a parsing fixture.
        let root = external ?? Repository.root
        guard let enumerator = FileManager.default.enumerator(at: external ?? Repository.fixtures, includingPropertiesForKeys: [.isDirectoryKey]) else {
            return []
        }
        var files: [File] = []
        for case let url as URL in enumerator {
            let isDirectory = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            // Expected outputs are what generation must produce, not inputs; `.build` folders
            // of example packages hold checkouts and build products.
            if isDirectory, url.lastPathComponent.hasPrefix("Expected") || url.lastPathComponent.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            guard !isDirectory, url.pathExtension == "swift", let data = FileManager.default.contents(atPath: url.path) else {
                continue
            }
            let bytes = [UInt8](data)
            // A file factorygen wrote is an output, whatever folder it sits in.
            if GeneratedFileHeader.marks(String(decoding: bytes.prefix(200), as: UTF8.self)) { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            files.append(File(relativePath: relative, url: url, bytes: bytes))
        }
        return files.sorted { $0.relativePath < $1.relativePath }
    }()

    static func isParsingFixture(_ file: File) -> Bool {
        file.relativePath.hasPrefix(parsingFolder + "/")
    }
}
