/// A base class that checks its text, and a subclass that hands its own on through
/// `super.init`: the subclass may trap as the base class does, so it is passed text that is
/// not empty, in its own factory and in the base class's branch for it (dropbox/SwiftyDropbox's
/// argument classes extend a checked base so).
open class Leg {
    public let start: String

    public init(start: String) {
        precondition(!start.isEmpty, "a leg starts somewhere")
        self.start = start
    }
}

public final class Detour: Leg {
    public let reason: String

    public init(start: String, reason: String = "") {
        self.reason = reason
        super.init(start: start)
    }
}
