/// A one-time code whose initializer draws its text through a static helper of its own type:
/// two `provide()` calls build different codes, as for an initializer that draws in its own
/// body, and so do those of what holds one.
struct Nonce: Hashable {
    let text: String
    let purpose: String

    static func randomText(length: Int) -> String {
        String((0..<length).map { _ in "abcdef".randomElement() ?? "a" })
    }

    init(purpose: String) {
        self.text = Nonce.randomText(length: 12)
        self.purpose = purpose
    }
}

/// Holds a nonce: its variants start with a value equal to a fresh one but for the drawn text.
struct SignInChallenge {
    var label: String
    var nonce: Nonce
}

/// A static helper that draws nothing: two values built so are equal.
struct Slug: Hashable {
    let text: String

    static func padded(_ text: String) -> String { text + "-" }

    init(text: String) {
        self.text = Self.padded(text)
    }
}

/// Holds a nonce by default: the default calls an initializer that draws through the helper,
/// so `provide()` passes a provided nonce rather than leave the default to draw a new one.
struct Visit {
    var guest: String
    var nonce: Nonce = Nonce(purpose: "visit")
}
