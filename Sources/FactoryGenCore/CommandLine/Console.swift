import Foundation

/// Where a command prints: results to standard output, diagnostics and reports to standard
/// error. Tests pass closures that collect the text instead.
///
/// ```swift
/// let console = Console.standard
/// console.error("factorygen: error: no configuration\n")
/// ```
public struct Console: Sendable {
    /// Writes text to standard output, as is.
    public var output: @Sendable (String) -> Void
    /// Writes text to standard error, as is.
    public var error: @Sendable (String) -> Void

    public init(output: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void) {
        self.output = output
        self.error = error
    }

    /// The process's standard output and standard error.
    public static let standard = Console(
        output: { FileHandle.standardOutput.write(Data($0.utf8)) },
        error: { FileHandle.standardError.write(Data($0.utf8)) }
    )

    /// Prints `diagnostics` to standard error, one a line, in the compiler's format. `quiet`
    /// keeps only errors.
    public func report(_ diagnostics: [Diagnostic], quiet: Bool = false) {
        let shown = quiet ? diagnostics.filter { $0.severity == .error } : diagnostics
        guard !shown.isEmpty else { return }
        error(shown.map { $0.description + "\n" }.joined())
    }
}
