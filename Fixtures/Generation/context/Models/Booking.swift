import Foundation

/// A stay: `DateInterval` is not among the types factorygen provides, and the test target
/// provides it by hand (`IntervalFactory.swift`).
public struct Booking {
    public var window: DateInterval
    public var guest: String
}
