import Foundation

/// Hands out numbers in turn, from one count that all who hold it share.
final class Minter: @unchecked Sendable {
    private let lock = NSLock()
    private var last = 0

    func issue() -> Int {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}

/// Each one built takes the next number from the counter its type keeps: two `provide()`
/// calls build different values, as two that stamp the time do.
struct Token {
    static let minter = Minter()

    let number: Int

    init() {
        number = Self.minter.issue()
    }
}

/// Holds one: its first variant is numbered apart from a `provide()` after it.
struct Turnstile {
    var gate: String
    var token: Token
}
