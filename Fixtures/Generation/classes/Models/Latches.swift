/// Allocates the word it waits on: two latches made alike hold different addresses.
/// Nonisolated, so that its deinit may free them where the models are isolated to the main actor.
nonisolated public final class Latch {
    let word: UnsafeMutablePointer<Int> = .allocate(capacity: 1)
    let scratch: UnsafeMutableRawPointer? = .allocate(byteCount: 8, alignment: 8)

    public init() {
        word.initialize(to: 0)
    }

    deinit {
        word.deallocate()
        scratch?.deallocate()
    }
}

/// Holds a latch it makes itself: a fresh `provide()` and the first of `variants()` differ
/// only by the latch's addresses, which say nothing of the value.
public struct Gate {
    public var name: String
    public var isOpen: Bool
    let latch: Latch

    public init(name: String, isOpen: Bool) {
        self.name = name
        self.isOpen = isOpen
        latch = Latch()
    }
}
