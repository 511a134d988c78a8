/// A serial number whose only way in is a static function that draws its letters at random
/// (an ATProto TID's `mock()`): two `provide()` calls build different values, as for an
/// initializer that reads `UUID()`, and so do those of what holds one.
struct Serial: Hashable {
    private let letters: String

    private init(letters: String) {
        self.letters = letters
    }

    static func draw() -> Serial {
        Serial(letters: String((0..<8).map { _ in "abcdefgh".randomElement() ?? "a" }))
    }
}

struct Voucher {
    var serial: Serial
    var amount: Int
}

/// A draw handed a generator counts too: the system's is not seeded.
struct Dice: Hashable {
    private let face: Int

    private init(face: Int) {
        self.face = face
    }

    static func roll() -> Dice {
        var generator = SystemRandomNumberGenerator()
        return Dice(face: Int.random(in: 1...6, using: &generator))
    }
}

/// A static function that draws nothing makes values equal at each call.
struct Placard: Hashable {
    private let label: String

    private init(label: String) {
        self.label = label
    }

    static func blank() -> Placard {
        Placard(label: "")
    }
}
