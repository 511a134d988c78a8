import Dispatch

/// Frees a stage's intermediate values on a background thread.
///
/// ```swift
/// let built = ids.concurrentMap(builder.build)
/// // … read `built` …
/// BackgroundRelease.release(built) // the last reference: freed while the next stage runs
/// ```
///
/// Freeing every declaration's facts or every template record takes about as long as a
/// quarter of the work that made them, and nothing waits for it: the next stage starts at once,
/// and a command-line run exits without freeing what is left.
enum BackgroundRelease {
    private static let queue = DispatchQueue(label: "factorygen.background-release", qos: .utility)

    /// Drops `value` on the background queue. The caller must hold no other reference to what
    /// it owns, or the freeing happens wherever that reference ends instead (which is harmless).
    static func release<Value>(_ value: consuming Value) {
        let box = ReleaseBox(value)
        queue.async { box.empty() }
    }

    /// Returns once everything released before the call is freed: the queue is serial.
    static func waitUntilIdle() {
        queue.sync {}
    }
}

/// Carries a value to the background queue; only that queue touches it afterwards.
private final class ReleaseBox<Value>: @unchecked Sendable {
    private var value: Value?

    init(_ value: consuming Value) {
        self.value = value
    }

    func empty() {
        value = nil
    }
}
