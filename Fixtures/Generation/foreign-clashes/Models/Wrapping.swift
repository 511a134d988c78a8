import Inks

/// How a parcel is closed. This file imports `Inks` alone, so its bare `Ribbon` is Inks', which
/// the generated file, importing `Looms` too, must spell `Inks.Ribbon`.
public enum Bow: Sendable {
    case loose
    case tied(Ribbon?)
}

public struct Wrapping: Sendable {
    public var bow: Bow
    public var spare: Ribbon?
    public var layers: Int
}
