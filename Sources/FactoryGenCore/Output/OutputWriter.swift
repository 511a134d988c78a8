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
        try withBytes(of: contents) { bytes throws(OutputError) in try write([bytes], to: path) }
    }

    /// Writes the UTF-8 `bytes` to `path`, as ``write(_:to:)-(String,_)`` writes a string.
    @discardableResult
    public static func write(_ bytes: [UInt8], to path: String) throws(OutputError) -> Outcome {
        try withBytes(of: bytes) { bytes throws(OutputError) in try write([bytes], to: path) }
    }

    /// Writes the generated `text` to `path`, its parts as they lie, as
    /// ``write(_:to:)-(String,_)`` writes a string.
    @discardableResult
    public static func write(_ text: GeneratedText, to path: String) throws(OutputError) -> Outcome {
        try text.withParts { parts throws(OutputError) in try write(parts, to: path) }
    }

    /// What ``write(_:to:)-(String,_)`` would do, without writing: `--check` mode.
    public static func check(_ contents: String, against path: String) throws(OutputError) -> Outcome {
        try withBytes(of: contents) { bytes throws(OutputError) in try compare([bytes], against: path) }
    }

    /// What ``write(_:to:)-([UInt8],_)`` would do, without writing.
    public static func check(_ bytes: [UInt8], against path: String) throws(OutputError) -> Outcome {
        try withBytes(of: bytes) { bytes throws(OutputError) in try compare([bytes], against: path) }
    }

    /// What ``write(_:to:)-(GeneratedText,_)`` would do, without writing.
    public static func check(_ text: GeneratedText, against path: String) throws(OutputError) -> Outcome {
        try text.withParts { parts throws(OutputError) in try compare(parts, against: path) }
    }

    /// Writes the file made of `parts`, in order.
    private static func write(_ parts: [UnsafeBufferPointer<UInt8>], to path: String) throws(OutputError) -> Outcome {
        let outcome = try compare(parts, against: path)
        guard outcome.changes else { return outcome }
        let folder = PathNormalizer.parent(of: path)
        // Almost always there: `FileManager`'s first use costs a run more than the write.
        if FileSystem.status(folder)?.isDirectory != true {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw .cannotWrite(path, reason: "cannot create the folder '\(folder)'")
            }
        }
        let permissions = outcome == .updated ? FileSystem.status(path)?.permissions : nil
        try FileSystem.writeAtomically(parts, to: path, permissions: permissions)
        return outcome
    }

    /// The string's UTF-8 where it lies: the file is megabytes, and a copy would add them to
    /// the run's peak memory.
    private static func withBytes(of contents: String, _ body: (UnsafeBufferPointer<UInt8>) throws(OutputError) -> Outcome) throws(OutputError) -> Outcome {
        var contents = contents
        return try contents.withUTF8 { bytes in Result { () throws(OutputError) in try body(bytes) } }.get()
    }

    /// The array's bytes in place, with `body`'s typed error kept (`withUnsafeBufferPointer`
    /// rethrows it untyped).
    private static func withBytes(of bytes: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) throws(OutputError) -> Outcome) throws(OutputError) -> Outcome {
        try bytes.withUnsafeBufferPointer { bytes in Result { () throws(OutputError) in try body(bytes) } }.get()
    }

    /// Reads the file on disk a block at a time, and stops at the first difference: the
    /// previous output is as large as the new one, and holding both would double the peak.
    private static func compare(_ parts: [UnsafeBufferPointer<UInt8>], against path: String) throws(OutputError) -> Outcome {
        guard let status = FileSystem.status(path) else { return .created }
        if status.isDirectory { throw .isFolder(path) }
        let count = parts.reduce(0) { $0 + $1.count }
        if status.size == 0 { return count == 0 ? .unchanged : .updated }
        var offset = 0
        var isGenerated = true
        var same = true
        var cursor = PartCursor(parts: parts)
        let read: Void? = FileSystem.readBlocks(of: path) { block in
            if offset == 0, !startsWithHeader(block) {
                isGenerated = false
                return false
            }
            // A file of another size differs; reading its first block was only for the header.
            same = status.size == count && offset + block.count <= count && cursor.consume(matching: block)
            offset += block.count
            return same
        }
        guard read != nil else { throw .cannotWrite(path, reason: "it exists but cannot be read") }
        guard isGenerated else { throw .notGenerated(path) }
        return same && offset == count ? .unchanged : .updated
    }

    /// Whether the first line (without its `\n` or `\r\n`) is exactly the header.
    static func startsWithHeader(_ data: UnsafeBufferPointer<UInt8>) -> Bool {
        let header = GeneratedFileHeader.line.utf8
        guard data.count >= header.count, data.prefix(header.count).elementsEqual(header) else { return false }
        let rest = data.dropFirst(header.count)
        guard let next = rest.first else { return true }
        return next == UInt8(ascii: "\n") || (next == UInt8(ascii: "\r") && rest.dropFirst().first == UInt8(ascii: "\n"))
    }
}

/// A position in a file made of parts, read forward.
private struct PartCursor {
    let parts: [UnsafeBufferPointer<UInt8>]
    var part = 0
    var offset = 0

    /// Whether the next bytes are `block`'s, moving past them; the file holds at least as many.
    mutating func consume(matching block: UnsafeBufferPointer<UInt8>) -> Bool {
        var compared = 0
        while compared < block.count {
            let available = min(parts[part].count - offset, block.count - compared)
            guard memcmp(parts[part].baseAddress! + offset, block.baseAddress! + compared, available) == 0 else { return false }
            compared += available
            offset += available
            if offset == parts[part].count {
                part += 1
                offset = 0
            }
        }
        return true
    }
}
