import Foundation

/// Writes the generated file, touching the disk only when the contents changed, so that a
/// build that runs factorygen on every build does not recompile what depends on it for nothing.
///
/// ```swift
/// let outcome = try OutputWriter.write(code, to: "Tests/AppTests/Factories.generated.swift")
/// // .created, .updated or .unchanged
/// let check = try OutputWriter.check(code, against: "Tests/AppTests/Factories.generated.swift")
/// if check.changes { exit(1) } // --check: the committed file is out of date
/// ```
///
/// A file is replaced only when its first line is ``GeneratedFileHeader/line`` (or it is empty,
/// as after `touch` to add it to an Xcode project): a user's file is never overwritten.
public enum OutputWriter {
    /// What happened, or in check mode what would happen.
    public enum Outcome: String, Hashable, Sendable {
        case created, updated, unchanged

        /// Whether the file on disk differs (or would differ) from the generated contents.
        public var changes: Bool { self != .unchanged }
    }

    /// Writes `contents` to `path` atomically when it differs from what is there, creating
    /// missing parent folders.
    @discardableResult
    public static func write(_ contents: String, to path: String) throws(OutputError) -> Outcome {
        let bytes = Array(contents.utf8)
        let outcome = try compare(bytes, against: path)
        guard outcome.changes else { return outcome }
        let folder = PathNormalizer.parent(of: path)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path, reason: "cannot create the folder '\(folder)'")
        }
        let permissions = outcome == .updated ? FileSystem.status(path)?.permissions : nil
        try FileSystem.writeAtomically(bytes, to: path, permissions: permissions)
        return outcome
    }

    /// What ``write(_:to:)`` would do, without writing: `--check` mode.
    public static func check(_ contents: String, against path: String) throws(OutputError) -> Outcome {
        try compare(Array(contents.utf8), against: path)
    }

    private static func compare(_ bytes: [UInt8], against path: String) throws(OutputError) -> Outcome {
        guard let status = FileSystem.status(path) else { return .created }
        if status.isDirectory { throw .isFolder(path) }
        guard let existing = FileManager.default.contents(atPath: path) else {
            throw .cannotWrite(path, reason: "it exists but cannot be read")
        }
        if existing.isEmpty { return bytes.isEmpty ? .unchanged : .updated }
        guard startsWithHeader(existing) else { throw .notGenerated(path) }
        // Compared as memory: `Data`'s element by element iteration takes milliseconds a megabyte.
        let same = existing.count == bytes.count && existing.withUnsafeBytes { existing in
            bytes.withUnsafeBytes { memcmp(existing.baseAddress!, $0.baseAddress!, $0.count) == 0 }
        }
        return same ? .unchanged : .updated
    }

    /// Whether the first line (without its `\n` or `\r\n`) is exactly the header.
    static func startsWithHeader(_ data: Data) -> Bool {
        let header = GeneratedFileHeader.line.utf8
        guard data.count >= header.count, data.prefix(header.count).elementsEqual(header) else { return false }
        let rest = data.dropFirst(header.count)
        guard let next = rest.first else { return true }
        return next == UInt8(ascii: "\n") || (next == UInt8(ascii: "\r") && rest.dropFirst().first == UInt8(ascii: "\n"))
    }
}
