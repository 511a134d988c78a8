import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A way to send a request, as a client takes it: its result holds a `URLResponse`, which no
/// factory builds, so the provided closure throws rather than returns.
typealias Sender = @Sendable (URLRequest) async throws -> (Data, URLResponse)

/// A sign-in attempt carrying the sender to use: provided, with a sender that throws.
struct SignIn: Sendable {
    var account: String
    let send: Sender
}

/// A session that may replace its sender: the optional one is `nil`, the other throws.
struct Session {
    var signIn: SignIn
    var retry: Sender?
    var fallback: () throws -> URLResponse
}
