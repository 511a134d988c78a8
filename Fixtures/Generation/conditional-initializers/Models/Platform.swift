import Foundation

/// Each platform has its own initializer: `provide()` keeps the same `#if`.
public struct Clock {
    public let ticks: Int

    #if os(Linux)
    public init(linuxTicks: Int) {
        ticks = linuxTicks
    }
    #else
    public init(machTicks: Int) {
        ticks = machTicks
    }
    #endif
}

/// Cases under `#if`, one in each branch.
public enum Backend {
    #if DEBUG
    case stub(delay: Int)
    #else
    case live(URL)
    #endif
}

/// An initializer under `#if` whose `#else` has none: in the other builds there would be no
/// way to build it, so it gets no factory.
public struct Probe {
    let value: Int

    #if DEBUG
    public init(debugValue: Int) {
        value = debugValue
    }
    #endif
}

/// A plain initializer is preferred to the conditional ones.
public struct Timer {
    public let interval: Double

    #if os(Linux)
    public init(linuxInterval: Double) {
        interval = linuxInterval
    }
    #else
    public init(darwinInterval: Double) {
        interval = darwinInterval
    }
    #endif

    public init(seconds: Double) {
        interval = seconds
    }
}

public struct Machine {
    public var clock: Clock
    public var backend: Backend
    public var timer: Timer
    public var probe: Probe?
}
