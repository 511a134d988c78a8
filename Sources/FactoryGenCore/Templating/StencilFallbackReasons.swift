/// The two ways a template goes to Stencil instead of the compiled engine: it is outside the
/// compiled subset (found when compiling), or it meets a value only Stencil prints exactly (found
/// when rendering). Either way ``Renderer`` renders the whole template with Stencil and records why.

/// Why a template is not compiled, and Stencil renders it instead: it uses a construct outside
/// the compiled subset, or reads differently than it seems (Stencil then reports the error).
public struct OutsideSubset: Error, Equatable, Sendable, CustomStringConvertible {
    public var reason: String
    /// The template line, when known.
    public var line: Int?

    init(_ reason: String, line: Int? = nil) {
        self.reason = reason
        self.line = line
    }

    public var description: String { line.map { "line \($0): \(reason)" } ?? reason }
}

/// A value met while rendering that only Stencil prints exactly (a list printed directly, a
/// loop over an object); the renderer then renders the whole template with Stencil.
public struct NeedsStencil: Error, Equatable, Sendable {
    public var reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
