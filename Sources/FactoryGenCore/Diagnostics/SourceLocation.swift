import Foundation

/// A position in a source file, counted the way `swiftc` counts it:
/// 1-based lines, and 1-based columns measured in UTF-8 bytes.
///
/// ```swift
/// let location = SourceLocation(file: "Models/User.swift", line: 3, column: 5)
/// print(location) // Models/User.swift:3:5
/// ```
///
/// Twelve bytes: the file is held as its number among the paths the process has seen
/// (``SourcePaths``), not as a string. Every declaration, candidate and argument holds a
/// location or three, and a path's string, longer than a small string's fifteen bytes, was
/// retained and released at every copy of them, and took 32 bytes where 12 do.
public struct SourceLocation: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The number of ``file`` in ``SourcePaths``: equal numbers, equal paths.
    private(set) var fileID: UInt32
    private var storedLine: UInt32
    private var storedColumn: UInt32

    /// The path of the file, as it was given to factorygen.
    public var file: String {
        get { SourcePaths.path(of: fileID) }
        set { fileID = SourcePaths.id(of: newValue) }
    }
    /// The 1-based line.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }
    /// The 1-based column, in UTF-8 bytes (as the compiler reports it).
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    public init(file: String, line: Int, column: Int) {
        self.init(fileID: SourcePaths.id(of: file), line: line, column: column)
    }

    /// A location in the file numbered `fileID`: the parser's, which numbers its file once.
    init(fileID: UInt32, line: Int, column: Int) {
        self.fileID = fileID
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    public var description: String { "\(file):\(line):\(column)" }

    /// The file's name without its folders, for text that must not depend on where
    /// factorygen runs (comments in generated code).
    public var fileName: String {
        // On the bytes: the generic index walk of `String.UTF8View` cost several times more,
        // for a name written in every chosen construction's comment.
        var path = file
        let name = path.withUTF8 { bytes -> String? in
            guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[(slash + 1)...]), as: UTF8.self)
        }
        return name ?? path
    }

    /// By path, then line and column: the paths' order, not the order they were numbered in.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.fileID != rhs.fileID { return lhs.file < rhs.file }
        return (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }

    private enum CodingKeys: String, CodingKey {
        case file, line, column
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            file: try container.decode(String.self, forKey: .file),
            line: try container.decode(Int.self, forKey: .line),
            column: try container.decode(Int.self, forKey: .column)
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
    }
}

/// The paths of the files a process has read, each numbered once, for ``SourceLocation``.
///
/// ```swift
/// let id = SourcePaths.id(of: "Models/User.swift")
/// SourcePaths.path(of: id) // "Models/User.swift"
/// ```
///
/// Paths are few (one a file) and only added: a parser numbers its file once, and the path is
/// read back for a message or a comment, never in a loop over declarations.
enum SourcePaths {
    private final class Table: @unchecked Sendable {
        let lock = NSLock()
        var ids: [String: UInt32] = [:]
        var paths: [String] = []
    }

    private static let table = Table()

    /// The number of `path`, given it now if it has none.
    static func id(of path: String) -> UInt32 {
        table.lock.lock()
        defer { table.lock.unlock() }
        if let id = table.ids[path] { return id }
        let id = UInt32(table.paths.count)
        table.paths.append(path)
        table.ids[path] = id
        return id
    }

    /// The path numbered `id`.
    static func path(of id: UInt32) -> String {
        table.lock.lock()
        defer { table.lock.unlock() }
        return table.paths[Int(id)]
    }
}
