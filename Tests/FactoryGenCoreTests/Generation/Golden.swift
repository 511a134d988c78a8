import Foundation
import Testing

/// Compares generated text with a checked-in golden file, byte for byte.
/// `FACTORYGEN_UPDATE_GOLDENS=1 swift test` rewrites the goldens instead.
enum Golden {
    static var updating: Bool { ProcessInfo.processInfo.environment["FACTORYGEN_UPDATE_GOLDENS"] == "1" }

    /// Records an issue with a unified diff when `actual` differs from the file at `url`.
    static func check(_ actual: String, against url: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        if updating {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = FileManager.default.contents(atPath: url.path) else {
            Issue.record("missing golden \(url.path): run FACTORYGEN_UPDATE_GOLDENS=1 swift test", sourceLocation: sourceLocation)
            return
        }
        guard Data(actual.utf8) != expected else { return }
        let actualFile = FileManager.default.temporaryDirectory.appendingPathComponent("fg-actual-\(UUID().uuidString)")
        try actual.write(to: actualFile, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: actualFile) }
        let diff = try Shell.run("/usr/bin/diff", ["-u", url.path, actualFile.path])
        Issue.record(
            "\(url.lastPathComponent) differs from the golden (FACTORYGEN_UPDATE_GOLDENS=1 rewrites it):\n\(diff.stdout)",
            sourceLocation: sourceLocation
        )
    }
}
