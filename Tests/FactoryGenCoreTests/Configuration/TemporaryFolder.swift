import Foundation

/// A fresh folder under the system's temporary folder, for tests that write files.
/// Removed when the value is deinitialized.
final class TemporaryFolder {
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("factorygen-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// `relative` inside the folder.
    func callAsFunction(_ relative: String) -> String {
        path + "/" + relative
    }

    /// Writes `contents` to `relative`, creating folders on the way; returns the full path.
    @discardableResult
    func write(_ relative: String, _ contents: String = "") throws -> String {
        let full = self(relative)
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: URL(fileURLWithPath: full))
        return full
    }

    func makeFolder(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: self(relative), withIntermediateDirectories: true)
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOfFile: self(relative), encoding: .utf8)
    }
}
