import Foundation

/// An initializer in each branch, but the `#else` one parses text and may throw on a made-up
/// string: a build without Linux would have no `provide()`, so it gets no factory, and the
/// reason names that branch rather than a missing `#else`.
public struct Gauge {
    public let reading: Int

    #if os(Linux)
    public init(reading: Int) {
        self.reading = reading
    }
    #else
    public init(parsing text: String) throws {
        guard let value = Int(text) else { throw CocoaError(.formatting) }
        reading = value
    }
    #endif
}

/// A final class without a superclass whose initializers are all under `#if`, one in each
/// branch: no other class's `provide()` calls its own, so it branches as a struct's does.
public final class Beacon {
    public private(set) var channel: Int
    public var label = "beacon"

    #if canImport(Glibc)
    public init(glibcChannel: Int, label: String) {
        channel = glibcChannel
        self.label = label
    }
    #else
    public init(otherChannel: Int) {
        channel = otherChannel
    }
    #endif
}

/// A class that may have subclasses: its hierarchy shares one conformance, which does not
/// branch, so it gets no factory, and the reason says so.
public class Siren {
    public let pitch: Double

    #if os(Linux)
    public init(hertz: Double) { pitch = hertz }
    #else
    public init(kilohertz: Double) { pitch = kilohertz * 1000 }
    #endif
}
