import Foundation

/// Coded by the standard library as its one raw value, through `init?(rawValue:)`, never by
/// keys: a lens that replaced a `rawValue` key and decoded again would set nothing.
public struct Grade: RawRepresentable, Hashable, Codable, Sendable {
    public static let pass = Grade(rawValue: 1)!

    public let rawValue: UInt16

    /// Grades 10 to 99 are kept for later.
    public init?(rawValue: UInt16) {
        guard rawValue < 10 || rawValue >= 100 else { return nil }
        self.rawValue = rawValue
    }
}

/// A raw value of a type of the inputs: no default coding of the standard library's covers
/// it, so the compiler synthesizes keyed coding, whose `rawValue` key can be replaced.
public struct Score: RawRepresentable, Hashable, Codable, Sendable {
    public struct Points: Hashable, Codable, Sendable {
        public var value: Int
        public init(value: Int) { self.value = value }
    }

    public static let zero = Score(rawValue: Points(value: 0))!

    public let rawValue: Points

    public init?(rawValue: Points) {
        guard rawValue.value >= 0 else { return nil }
        self.rawValue = rawValue
    }
}
