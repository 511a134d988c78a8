/// A protocol with a deprecated conformer declared first: a field of the protocol's type
/// holds the one that is not deprecated, so `Locker.provide()` is not marked deprecated.
public protocol Emblem {}

@available(*, deprecated, message: "use Ribbon")
public struct Rosette: Emblem {
    public var petals: Int
}

public struct Ribbon: Emblem {
    public var color: String
}

public struct Locker {
    public var number: Int
    public var emblem: any Emblem
    public var spare: (any Emblem)?
}

/// Only a deprecated conformer: it is used, and `Cabinet.provide()` marked.
public protocol Handle {}

@available(*, deprecated, message: "no replacement")
public struct Knob: Handle {
    public var size: Int
}

public struct Cabinet {
    public var handle: any Handle
}

/// Its one initializer is deprecated: not generated, and the reason says so.
public struct LegacyTicket: Equatable {
    public let code: String

    @available(*, deprecated, message: "tickets are issued by the box office now")
    public init(code: String) {
        self.code = code
    }
}
