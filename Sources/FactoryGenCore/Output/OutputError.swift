/// Why the generated file could not be written.
///
/// ```swift
/// do { try OutputWriter.write(code, to: "Tests/AppTests/Factories.swift") }
/// catch { print(error.diagnostic) }
/// // Tests/AppTests/Factories.swift:1:1: error: refusing to overwrite 'Tests/AppTests/Factories.swift': …
/// ```
public enum OutputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file exists and does not start with ``GeneratedFileHeader/line``: it is the user's,
    /// and factorygen leaves it alone.
    case notGenerated(String)
    /// The output path is a folder.
    case isFolder(String)
    /// A system call failed.
    case cannotWrite(String, reason: String)

    public var description: String { diagnostic.description }

    /// The error as a diagnostic; a refused file is pointed at its first line.
    public var diagnostic: Diagnostic {
        switch self {
        case .notGenerated(let path):
            .error(
                "refusing to overwrite '\(path)': its first line is not factorygen's header, so it was not generated; "
                    + "move it away or choose another output",
                at: SourceLocation(file: path, line: 1, column: 1))
        case .isFolder(let path):
            .error("the output '\(path)' is a folder; name a file, such as '\(path)/Factories.generated.swift'")
        case .cannotWrite(let path, let reason):
            .error("cannot write '\(path)': \(reason)")
        }
    }
}
