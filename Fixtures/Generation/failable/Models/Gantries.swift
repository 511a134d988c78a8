/// The module's own precondition, named in upper camel case as some libraries name theirs.
func ShelvingPrecondition(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "") {
    if !condition() {
        fatalError(message())
    }
}

/// Checks its slot count through the precondition above: a made-up `0` would trap, so it is
/// given a count that passes, and the generator notes that it may trap.
public final class Gantry {
    public let slots: Int
    public let label: String

    public init(slots: Int, label: String) {
        ShelvingPrecondition(slots > 0, "a gantry has one slot at least")
        self.slots = slots
        self.label = label
    }
}
