import Dispatch

/// Dispatch's time interval, which no model's file declares either: provided as
/// `.seconds(0)`, written bare and with its module's name.
public struct RetryPolicy: Sendable, Equatable {
    public var attempts: Int
    public var delay: DispatchTimeInterval
    public var ceiling: Dispatch.DispatchTimeInterval?
}

/// An interval in an enum's payload.
public enum Backoff: Sendable {
    case none
    case fixed(DispatchTimeInterval)
}
