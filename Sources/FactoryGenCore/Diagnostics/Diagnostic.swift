/// A message for the user, printed in the compiler's format so that editors and
/// build systems show it at the right place.
///
/// ```swift
/// let error = Diagnostic.error("unterminated string literal",
///                              at: SourceLocation(file: "User.swift", line: 4, column: 17))
/// print(error) // User.swift:4:17: error: unterminated string literal
/// ```
public struct Diagnostic: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// How serious a diagnostic is; errors make factorygen exit with a non-zero status.
    public enum Severity: String, Hashable, Sendable, Codable {
        case error, warning, note
    }

    public var severity: Severity
    public var message: String
    /// Where the problem is; `nil` for problems that belong to no file (a missing config, say).
    public var location: SourceLocation?

    public init(severity: Severity, message: String, location: SourceLocation?) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    public static func error(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(severity: .error, message: message, location: location)
    }

    public static func warning(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(severity: .warning, message: message, location: location)
    }

    public static func note(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(severity: .note, message: message, location: location)
    }

    /// The same message as a warning, when it was an error: for problems that must not fail a
    /// build unless the user asks (`strict`).
    var asWarning: Diagnostic {
        severity == .error ? Diagnostic(severity: .warning, message: message, location: location) : self
    }

    /// The order every stage reports in: problems without a location first (they concern the
    /// whole run), then by file, line and column; `nil` when both are at the same place, so each
    /// caller keeps its own tie-break.
    static func locationPrecedes(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool? {
        switch (lhs.location, rhs.location) {
        case (nil, nil): nil
        case (nil, _): true
        case (_, nil): false
        case let (left?, right?): left == right ? nil : left < right
        }
    }

    /// `path:line:col: severity: message`, or `factorygen: severity: message` without a location.
    public var description: String {
        if let location {
            return "\(location): \(severity.rawValue): \(message)"
        }
        return "factorygen: \(severity.rawValue): \(message)"
    }
}
