/// A stage a signal passes through on its way down a relay.
public protocol RelayStage: AnyObject {
    var name: String { get }
}

/// Declared first, and holds mutable state: it says outright that it is not `Sendable`, with
/// an unavailable conformance, which no value of `any RelayStage & Sendable` can use.
public final class Amplifier: RelayStage {
    public var name: String
    public var gain = 1

    public init(name: String) { self.name = name }
}

@available(*, unavailable)
extension Amplifier: Sendable {}

/// A stage that holds nothing mutable: the one a `Sendable` slot can hold.
public final class Splitter: RelayStage, Sendable {
    public let name: String

    public init(name: String) { self.name = name }
}

/// Where a new stage goes, next to a stage that may cross to other tasks.
public enum RelayPosition: Sendable {
    case front
    case before(any RelayStage & Sendable)
}
