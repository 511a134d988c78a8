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

/// Checks each of its words through that closure: a list passed to an initializer that may
/// trap holds text that is not empty, `["a"]`, as text is `"a"`.
public struct Ribbon {
    public let words: [String]

    public init(words: [String]) {
        words.forEach { insist(!$0.isEmpty, "a word is not empty") }
        self.words = words
    }
}
