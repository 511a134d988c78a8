import Foundation

/// A wall clock of the models: its static `now` reads the system's time.
public struct WallClock {
    public struct Instant: Hashable {
        public let nanoseconds: UInt64

        public init(nanoseconds: UInt64) { self.nanoseconds = nanoseconds }
    }

    public static var now: Instant {
        Instant(nanoseconds: UInt64(Date().timeIntervalSince1970 * 1_000_000_000))
    }
}

/// A heartbeat stamped when it is made, unless it is given its instant: the stamping
/// initializer reads `WallClock.now`, so two values it builds differ, and the one that takes
/// an instant is used.
public struct Heartbeat {
    public let source: String
    public let stampedAt: UInt64

    public init(source: String) {
        self.source = source
        self.stampedAt = WallClock.now.nanoseconds
    }

    public init(source: String, at instant: WallClock.Instant) {
        self.source = source
        self.stampedAt = instant.nanoseconds
    }
}
