/// A standard-library duration, which no model's file declares: provided as `.zero`, not
/// skipped as a type without a factory.
public struct Lap: Hashable, Sendable {
    public var label: String
    public var split: Duration
}

/// Durations inside an optional, a list and an enum's payload.
public struct Stopwatch: Sendable {
    public var laps: [Lap]
    public var limit: Duration?
    public var state: Phase

    public enum Phase: Sendable {
        case idle
        case running(since: Duration)
        case paused(Duration, laps: Int)
    }
}
