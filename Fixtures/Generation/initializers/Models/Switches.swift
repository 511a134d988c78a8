/// Initializers whose parameters are named like the fields they set, but labeled otherwise:
/// the fields vary in `variants()`, and the lenses rebuild through them.
struct Dimmer {
    var level: Int

    init(_ level: Int) {
        self.level = level
    }
}

struct Blind {
    var isOpen: Bool

    init(open isOpen: Bool) {
        self.isOpen = isOpen
    }
}

/// All `let`s: the lenses rebuild through `init(_:note:)`, which they call without a label.
struct Stub {
    let seat: Int
    let row: String
    let note: String?

    init(_ seat: Int, row: String, note: String? = nil) {
        self.seat = seat
        self.row = row
        self.note = note
    }
}
