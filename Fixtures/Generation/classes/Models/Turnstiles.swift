import Synchronization

/// Counts who passed behind a lock that cannot be copied: the law driver reads each stored
/// field, and a `Mutex` can only be borrowed, never consumed by `_ = turnstile.passed`.
nonisolated public final class Turnstile: Sendable {
    public let gate: String
    let passed: Mutex<Int>

    public init(gate: String) {
        self.gate = gate
        passed = Mutex(0)
    }

    public func pass() -> Int {
        passed.withLock { count in
            count += 1
            return count
        }
    }
}
