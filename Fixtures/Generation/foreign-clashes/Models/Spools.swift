import Looms

/// A spool of woven ribbon: here the bare `Ribbon` is Looms'.
public struct Spool: Sendable {
    public var wound: Ribbon?
    public var turns: Int
}

/// A name only one module declares stays bare.
public struct Label: Sendable {
    public var text: String
}
