/// A clock that counts the cards punched against it: a card's initializer changes the clock it
/// is given, and a card rebuilt through a lens is given its old card's clock again.
final class TimeClock {
    private(set) var punches = 0

    init() {}

    func punch() {
        punches += 1
    }
}

/// Building the other variants of a card must leave the first one's clock as `provide()` leaves
/// its own: punched once.
final class PunchCard {
    let holder: String
    let shift: Int
    let clock: TimeClock

    init(holder: String, shift: Int, clock: TimeClock) {
        self.holder = holder
        self.shift = shift
        self.clock = clock
        clock.punch()
    }
}
