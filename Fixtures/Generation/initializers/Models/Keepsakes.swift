import Foundation

/// A `let` that its declaration sets to a new identifier or the time: every initializer sets
/// it and nothing after the call can, so each `provide()` differs from the last, and so does
/// what holds one (the plan's `varies`, which the law driver reads).
struct Keepsake {
    var inscription: String
    let id = UUID()
}

struct Heirloom {
    var owner: String
    let appraised: Date = .init()

    init(owner: String = "") {
        self.owner = owner
    }
}

enum Memento {
    case keepsake(Keepsake)
    case heirloom(Heirloom)
}

struct Vitrine {
    var shelves: [Memento]
    var centerpiece: Heirloom
}

/// Read from a `static let`: the same value at each call.
struct Plaque {
    let id = UUID()
    var engraving: String

    private init(engraving: String) {
        self.engraving = engraving
    }

    static let bronze = Plaque(engraving: "bronze")
}
