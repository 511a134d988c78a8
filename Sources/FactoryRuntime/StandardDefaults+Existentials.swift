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

/// The coding key factorygen provides for a field typed `any CodingKey` (`case ascending(CodingKey)`,
/// a sort order named by a model's key): no standard type conforms to `CodingKey` that a test
/// module can name, and a model's own `CodingKeys` are mostly private.
///
/// ```swift
/// let order = Factory<SortOrder>.provide() // .ascending(ProvidedCodingKey())
/// ProvidedCodingKey().stringValue           // "key"
/// ```
public struct ProvidedCodingKey: CodingKey, Hashable, Sendable, Providable {
    /// The key's name.
    public var stringValue: String
    /// The key's index, when it stands for one in an unkeyed container.
    public var intValue: Int?

    /// A key named `stringValue`, with no index.
    public init(_ stringValue: String = "key") {
        self.stringValue = stringValue
        self.intValue = nil
    }

    /// A key named `stringValue`; never `nil`.
    public init?(stringValue: String) {
        self.init(stringValue)
    }

    /// A key for the index `intValue`, named by it.
    public init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }

    /// `ProvidedCodingKey()`, named `key`.
    public static func provide() -> ProvidedCodingKey { ProvidedCodingKey() }
}

/// The object factorygen provides for a field or parameter typed `AnyObject` (an observer's
/// `owner: AnyObject`, held `weak`): a fresh object with no state, since any class instance
/// is one and the model reads none of its members.
///
/// ```swift
/// let observer = Factory<FlagObserver>.provide() // FlagObserver(owner: ProvidedObject(), …)
/// print(ProvidedObject())                         // "ProvidedObject"
/// ```
public final class ProvidedObject: Sendable, CustomStringConvertible, Providable {
    /// A new object, distinct from every other.
    public init() {}

    public var description: String { "ProvidedObject" }

    /// A new `ProvidedObject()`.
    public static func provide() -> ProvidedObject { ProvidedObject() }
}

/// `Factory<AnyHashable>.provide()` is `AnyHashable("")`, the provided `String`.
extension AnyHashable: Providable {
    /// `AnyHashable("")`.
    public static func provide() -> AnyHashable { AnyHashable(String.provide()) }
}

/// `Factory<ObjectIdentifier>.provide()` identifies the type `ProvidedObject`: the same on every
/// call, and the identifier of no instance a model holds. A model that keys something by an
/// object's identity holds one (an observer's token, a cached entry's owner).
extension ObjectIdentifier: Providable {
    /// `ObjectIdentifier(ProvidedObject.self)`.
    public static func provide() -> ObjectIdentifier { ObjectIdentifier(ProvidedObject.self) }
}
