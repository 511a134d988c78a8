/// Seed 001's state: `.waiting` is chosen, though `.failure` comes first.
public enum LoadingUserState {
    case failure(Error)
    case waiting
    case loaded(name: String)
}

/// Every case carries an error: the provided error is the last resort.
public enum Outcome {
    case failed(any Error)
    case cancelled(reason: any Error & Sendable)
}

/// Fields of standard protocol types.
public struct Failure {
    public var underlying: Error
    public var tag: AnyHashable
    public var key: any Hashable & Sendable
    public var payload: any Codable
    public var context: [String: any Sendable]
    public var earlier: [any Error]
    public var cause: (any Error)?
}

/// An error type of the inputs; `any Error` still gets the provided error, not this.
public struct Timeout: Error {
    public var seconds: Int
}

public protocol Retrying: Error {}

public struct Retry: Retrying {
    public var attempt: Int
}

public struct Job {
    public var lastError: any Retrying
}

/// Which kind of retry was expected: an existential metatype takes a conforming type's
/// metatype, which needs no factory.
public struct RetryMismatch: Error {
    public var expected: any Retrying.Type
    public var either: any (Retrying & Sendable).Type
    /// Optional: spelled `(any Retrying.Type)?`, as `?` after `any` must be.
    public var previous: (any Retrying.Type)?
    /// Without `any`, as Swift 5 code writes it: the same existential metatype.
    public var bare: Retrying.Type
}

/// The existential's own metatype has one value, `(any Retrying).self`, which factorygen does
/// not write: skipped.
public struct RetryBox {
    public var box: (any Retrying).Type
}

/// Not Sendable: `any Formatting & Sendable` is another type than `any Formatting`, spelled as
/// written, whose value is a conformer that is Sendable too: not `RichFormatting`.
public protocol Formatting {}

public struct RichFormatting: Formatting {
    public var bold: Bool
}

public struct PlainFormatting: Formatting, Sendable {}

public struct Report: @unchecked Sendable {
    public var formatting: any Formatting & Sendable
    public var fallback: (any Formatting & Sendable)?
    public var title: String
}

/// Only standard types conform, made to in these files (Plot's `extension URL:
/// URLRepresentable {}`): a field takes the first one extended, `String`, not `Int`.
public protocol Addressable {}

extension String: Addressable {}
extension Int: Addressable {}

/// Refines `Addressable`: `String` conforms to both through one extension.
public protocol Routable: Addressable {}

extension String: Routable {}

public struct Hyperlink {
    public var target: any Addressable
    public var route: any Routable & Sendable
    public var fallback: (any Addressable)?
    public var mirrors: [any Addressable]
    public var kind: any Addressable.Type
}
