/// Checks its fields in a method of its own, declared in an extension: it may trap as if it
/// checked them itself, so its own constant is used instead of made-up numbers.
public struct Dial: Sendable {
    public static let muted = Dial(level: 0, limit: 10)

    public let level: Int
    public let limit: Int

    public init(level: Int, limit: Int) {
        self.level = level
        self.limit = limit
        checkBounds()
    }
}

extension Dial {
    func checkBounds() {
        precondition(limit > 0 && level <= limit, "a dial's level is within its limit")
    }
}

/// Checks its length in its own body, through a second method: with nothing else to build it,
/// it is called with a number that is not zero.
public struct Span {
    public let length: Int

    public init(length: Int) {
        self.length = length
        validate()
    }

    func validate() { requireExtent() }

    func requireExtent() { precondition(length > 0, "a span covers something") }
}

/// Calls its own check on `self`, read as the plain call is: its constant is used instead.
public struct Meter: Sendable {
    public static let one = Meter(reading: 1)

    public let reading: Int

    public init(reading: Int) {
        self.reading = reading
        self.verify()
    }

    func verify() {
        precondition(reading > 0, "a meter has read something")
    }
}
