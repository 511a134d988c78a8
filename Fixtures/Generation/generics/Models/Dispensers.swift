/// Hands out a fresh item each time it is asked. The result is `sending`, so that a caller may
/// move it elsewhere: a closure type written without `sending` is another type, which the
/// argument does not convert to.
public struct Dispenser<Item>: Sendable {
    let make: @Sendable () -> sending Item

    public init(_ make: @escaping @Sendable () -> sending Item) {
        self.make = make
    }

    public func next() -> Item { make() }
}

/// A numbered ticket, not `Sendable`: only a `sending` result may cross to another task.
public final class Ticket {
    public var number = 0

    public init() {}
}

/// A stored closure whose result is `sending`, and a payload of one.
public struct TicketRoll {
    public var dispense: () -> sending Ticket
    public var fallback: Refill

    public enum Refill {
        case none
        case from(() -> sending Ticket)
    }
}
