/// The error factorygen provides for a field typed `any Error` (`let underlying: Error`,
/// `case failed(Error)`) when nothing else works: an enum still prefers a case without one
/// (`.waiting` over `.failure(Error)`).
///
/// ```swift
/// let state = Factory<LoadingState>.provide() // .failed(ProvidedError())
/// print(ProvidedError())                       // "ProvidedError: an error provided by factorygen"
/// ```
public struct ProvidedError: Error, Hashable, Sendable, CustomStringConvertible, Providable {
    /// Says what the error stands for, in `description`.
    public var message: String

    public init(_ message: String = "an error provided by factorygen") {
        self.message = message
    }

    public var description: String { "ProvidedError: \(message)" }

    /// `ProvidedError()`.
    public static func provide() -> ProvidedError { ProvidedError() }
}

/// `Factory<AnyHashable>.provide()` is `AnyHashable("")`, the provided `String`.
extension AnyHashable: Providable {
    /// `AnyHashable("")`.
    public static func provide() -> AnyHashable { AnyHashable(String.provide()) }
}
