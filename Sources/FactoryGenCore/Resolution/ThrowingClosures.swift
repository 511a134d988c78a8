/// A value of a throwing function type whose result no factory builds: a closure that throws
/// FactoryRuntime's `ProvidedError()` instead of returning, as much a value of the type as one
/// that returns, and as safe to call. ChimeHQ/OAuthenticator's login parameters hold a
/// `URLResponseProvider`, `@Sendable (URLRequest) async throws -> (Data, URLResponse)`, and were
/// skipped for want of a `URLResponse`.
///
/// ```swift
/// // typealias Fetch = @Sendable (URLRequest) async throws -> (Data, URLResponse)
/// // struct Login { let fetch: Fetch }
/// Self(fetch: { _ in throw FactoryRuntime.ProvidedError() })
/// ```
///
/// Only a function that throws any error: one with a typed error (`throws(LoginError)`) would
/// need a value of that error, and one that does not throw has no way out.
extension ValueExpressions {
    /// The closure for `function`, whose parameters `head` opens (`{ _ in `), or `nil` when the
    /// function does not throw any error. It builds nothing, so it needs no factory and, being
    /// last in line, is a last resort.
    func throwingClosure(_ function: ResolvedFunction, head: String, in context: TypeID) -> SlotValue? {
        guard Self.throwsAnyError(function.effects) else { return nil }
        let closure = head + "throw " + spelling.runtime("ProvidedError", in: context) + "() }"
        return .options([ValueOption(expression: closure, needs: [], isLastResort: true)])
    }

    /// Whether `effects` (` async throws`, ` throws(E)`) throws any error: untyped, or typed
    /// with `any Error` itself.
    static func throwsAnyError(_ effects: String) -> Bool {
        if effects.hasSuffix(" throws") { return true }
        guard let open = effects.firstRange(of: " throws(") else { return false }
        let error = effects[open.upperBound...].dropLast(effects.hasSuffix(")") ? 1 : 0)
        return error == "any Error" || error == "Error" || error == "any Swift.Error" || error == "Swift.Error"
    }
}
