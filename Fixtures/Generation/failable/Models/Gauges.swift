/// A reading between 0 and 1, checked by a range: built with `1`, which passes.
public struct Fraction: Sendable, Hashable {
    public let value: Double

    public init?(_ value: Double) {
        guard (0...1).contains(value) else { return nil }
        self.value = value
    }
}

/// Checked by comparisons in one guard and then another, with a second parameter that is
/// not checked: `50` passes them all.
public struct Volume: Sendable {
    public let level: Int
    public let label: String

    public init?(level: Int, label: String) {
        guard level >= 50, level <= 100 else { return nil }
        guard level != 70 && level < 99 else {
            return nil
        }
        self.level = level
        self.label = label
    }
}

/// A half-open range of a narrow type: `1` passes.
public struct Band: Sendable {
    public let number: UInt8

    public init?(number: UInt8) {
        guard (1..<17).contains(number) else { return nil }
        self.number = number
    }
}

/// No whole number lies strictly between 0 and 1: never called, so `Dashboard` has no factory.
public struct Ratio: Sendable {
    public let value: Double

    public init?(value: Double) {
        guard value > 0 && value < 1 else { return nil }
        self.value = value
    }
}

/// Its guard checks something other than a number too: never called.
public struct Marker: Sendable {
    public let name: String
    public let rank: Int

    public init?(name: String, rank: Int) {
        guard rank > 0, !name.isEmpty else { return nil }
        self.name = name
        self.rank = rank
    }
}

/// May fail after its guard, too: never called.
public struct Slot: Sendable {
    public let index: Int

    public init?(index: Int) {
        guard index >= 0 else { return nil }
        if index == 3 { return nil }
        self.index = index
    }
}

/// No `UInt8` is more than 255: never called.
public struct Octet: Sendable {
    public let bits: UInt8

    public init?(bits: UInt8) {
        guard bits > 255 else { return nil }
        self.bits = bits
    }
}

/// Holds the ones that can be built, and is built with them.
public struct Mixer: Sendable {
    public var gain: Fraction
    public var volume: Volume
    public var channel: Band
}

/// Holds one that cannot.
public struct Dashboard: Sendable {
    public var ratio: Ratio
}
