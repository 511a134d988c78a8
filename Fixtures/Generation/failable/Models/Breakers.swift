/// Checks a flag it is given, and a rating: the provided `false` would fail the first check,
/// so a provided breaker is armed, and rated `1`.
public struct Breaker {
    public let rating: Int

    public init(rating: Int, armed: Bool) {
        precondition(armed, "a breaker is installed armed")
        precondition(rating > 0)
        self.rating = rating
    }
}

/// Checks that a flag is off: it is passed `false`, as provided, but by the check's reading.
public struct Fuse {
    public let amperes: Int

    public init(amperes: Int, blown: Bool) {
        guard !blown, amperes > 0 else { fatalError("a blown fuse carries nothing") }
        self.amperes = amperes
    }
}
