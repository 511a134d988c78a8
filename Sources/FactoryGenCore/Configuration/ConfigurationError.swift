/// Why a configuration could not be used: one or more error diagnostics, each at the place in
/// `.factory.yml` it is about.
///
/// ```swift
/// do { _ = try ConfigurationLoader.load(path: ".factory.yml") }
/// catch let error as ConfigurationError { error.diagnostics.forEach { print($0) } }
/// // .factory.yml:4:1: error: unknown key 'exclude'; did you mean 'excludes'?
/// ```
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems, in the order they appear in the file.
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
