/// A path from `.factory.yml` or from a command-line flag, resolved against the folder it is
/// relative to, and remembering where it was written so that problems with it point there.
///
/// ```swift
/// let path = ConfiguredPath(resolving: "Models", against: "Fixtures/Example", key: "includes",
///                           location: SourceLocation(file: "Fixtures/Example/.factory.yml", line: 2, column: 5))
/// path.path    // "Fixtures/Example/Models"
/// path.written // "Models"
/// ```
public struct ConfiguredPath: Hashable, Sendable, CustomStringConvertible {
    /// The path to use: `written` joined to its base folder and normalized; relative paths stay
    /// relative to the current folder.
    public var path: String
    /// The path as the user wrote it.
    public var written: String
    /// The configuration key (`includes`) or flag (`--include`) it came from.
    public var key: String
    /// Where it was written in `.factory.yml`; `nil` for command-line flags.
    public var location: SourceLocation?

    public init(path: String, written: String, key: String, location: SourceLocation? = nil) {
        self.path = path
        self.written = written
        self.key = key
        self.location = location
    }

    /// Resolves `written` against `base` (the config file's folder, or `.` for flags).
    public init(resolving written: String, against base: String, key: String, location: SourceLocation? = nil) {
        self.init(path: PathNormalizer.join(base, written), written: written, key: key, location: location)
    }

    public var description: String { path }
}
