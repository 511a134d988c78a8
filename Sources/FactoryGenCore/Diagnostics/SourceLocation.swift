/// A position in a source file, counted the way `swiftc` counts it:
/// 1-based lines, and 1-based columns measured in UTF-8 bytes.
///
/// ```swift
/// let location = SourceLocation(file: "Models/User.swift", line: 3, column: 5)
/// print(location) // Models/User.swift:3:5
/// ```
public struct SourceLocation: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The path of the file, as it was given to factorygen.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in UTF-8 bytes (as the compiler reports it).
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
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
        return name ?? file
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
