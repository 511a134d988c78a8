/// What `factorygen generate` was asked to do.
///
/// ```swift
/// // factorygen --config Fixtures/Example/.factory.yml --check
/// let options = GenerateOptions(configPath: "Fixtures/Example/.factory.yml", mode: .check)
/// ```
public struct GenerateOptions: Hashable, Sendable {
    /// What happens to the generated code.
    public enum Mode: Hashable, Sendable {
        /// Write the output file when it changed.
        case write
        /// Write nothing; fail when the output file is not up to date (for CI).
        case check
        /// Print the code to standard output; write nothing.
        case standardOutput
    }

    /// How much is printed to standard error.
    public enum Verbosity: Hashable, Sendable {
        /// Errors only.
        case quiet
        /// Errors and warnings.
        case normal
        /// Also counts, skipped types and per-stage times.
        case verbose
    }

    /// `--config`; `nil` looks for `.factory.yml` in the current folder.
    public var configPath: String?
    /// `--no-config`: do not look for `.factory.yml` when `configPath` is `nil`.
    public var ignoresDefaultConfig: Bool
    public var overrides: ConfigurationOverrides
    public var mode: Mode
    public var verbosity: Verbosity
    /// The folder that `--config` and flag paths are relative to, and where `.factory.yml` is
    /// looked for: the current folder unless a test says otherwise.
    public var workingDirectory: String

    public init(configPath: String? = nil, ignoresDefaultConfig: Bool = false,
                overrides: ConfigurationOverrides = ConfigurationOverrides(),
                mode: Mode = .write, verbosity: Verbosity = .normal, workingDirectory: String = ".") {
        self.configPath = configPath
        self.ignoresDefaultConfig = ignoresDefaultConfig
        self.overrides = overrides
        self.mode = mode
        self.verbosity = verbosity
        self.workingDirectory = workingDirectory
    }
}
