/// Initializers generic over the standard numeric protocols: given an `Int`, a `UInt` or a
/// `Double`.
public struct Pennies: Equatable {
    public let amount: Int64

    public init<N: SignedInteger>(_ amount: N) {
        self.amount = Int64(amount)
    }
}

public struct Frames: Equatable {
    public let count: UInt32

    public init<U>(count: U) where U: UnsignedInteger & Sendable {
        self.count = UInt32(truncatingIfNeeded: count)
    }
}

public struct Gain: Equatable {
    public let decibels: Double

    public init<F: BinaryFloatingPoint>(decibels: F) {
        self.decibels = Double(decibels)
    }
}

/// Any fixed-width integer, and only that: an `Int`.
public struct Sample: Equatable {
    public let value: Int

    public init<I: FixedWidthInteger & Codable>(_ value: I) {
        self.value = Int(truncatingIfNeeded: value)
    }
}

/// Generic over a protocol no standard or input type is picked for: not generated, and the
/// reason names the initializer.
public struct Roll: Equatable {
    public let face: Int

    public init<G: RandomNumberGenerator>(using generator: inout G) {
        face = Int.random(in: 1...6, using: &generator)
    }
}

/// An opaque integer: given an `Int`, as a generic one is.
public struct Tempo: Equatable {
    public let beats: Int

    public init(beats: some BinaryInteger) {
        self.beats = Int(beats)
    }
}

/// An opaque sequence whose elements are not named: what to pass is not evident, and the
/// reason names the initializer as for a generic one.
public struct Tally: Equatable {
    public let count: Int

    public init(counting items: some Sequence) {
        count = items.underestimatedCount
    }
}
