/// What a hatch may do, as an option set.
public struct HatchModes: OptionSet, Hashable, Sendable {
    public var rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let opens = HatchModes(rawValue: 1)
    public static let locks = HatchModes(rawValue: 2)
}

/// A side of a hatch, of which a sealed one needs the inner.
public enum HatchSide: Hashable, Sendable {
    case outer, inner
}

/// A hatch whose initializer checks that its modes include locking and its sides the inner one:
/// a provided option set and a provided list are empty, so each is passed the member the check
/// names, `[.locks]` and `[.inner]`.
public struct SealedHatch: Equatable {
    public let modes: HatchModes
    public let sides: [HatchSide]

    public init(modes: HatchModes, sides: [HatchSide]) {
        precondition(modes.contains(.locks) && sides.contains(.inner), "a sealed hatch locks from inside")
        self.modes = modes
        self.sides = sides
    }
}
