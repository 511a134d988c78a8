protocol Clock {
    func now() -> Double
}

struct SystemClock: Clock {
    var offset: Double

    func now() -> Double { offset }
}

/// A field typed by a protocol: a known conforming type can stand in for it.
struct Scheduler {
    let clock: any Clock
    let name: String
}

protocol Storage: AnyObject {}

/// A field typed by a protocol that nothing conforms to: the type cannot be provided.
struct Cache {
    let storage: Storage
}
