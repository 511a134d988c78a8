/// A check kept in a closure at the top level, which a function wraps: a seal that checks
/// its label through what the function hands out may trap as if it called `precondition`
/// itself, so it is passed text that is not empty (dropbox/SwiftyDropbox's validators).
let insist: @Sendable (Bool, String) -> Void = { holds, reason in precondition(holds, reason) }

func nonEmpty(_ what: String) -> @Sendable (String) -> Void {
    { text in insist(!text.isEmpty, "a \(what) is not empty") }
}

public struct Seal {
    public let label: String

    public init(label: String) {
        nonEmpty("label")(label)
        self.label = label
    }
}
