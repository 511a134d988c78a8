/// A check kept in a closure at the top level, which a function wraps: a seal that checks
/// its label through what the function hands out may trap as if it called `precondition`
/// itself, so it is passed text that is not empty (dropbox/SwiftyDropbox's validators).
let insist: @Sendable (Bool, String) -> Void = { holds, reason in precondition(holds, reason) }

func nonEmpty(_ what: String) -> @Sendable (String) -> Void {
    { text in insist(!text.isEmpty, "a \(what) is not empty") }
}

public struct Seal {
    public let label: String

    public init(label: String) {
        nonEmpty("label")(label)
        self.label = label
    }
}

/// Checks each of its words through that closure: a list passed to an initializer that may
/// trap holds text that is not empty, `["a"]`, as text is `"a"`.
public struct Ribbon {
    public let words: [String]

    public init(words: [String]) {
        words.forEach { insist(!$0.isEmpty, "a word is not empty") }
        self.words = words
    }
}

public enum GaugeSlip: Error {
    case unreadable, offScale
}

/// A stored closure may throw, so the `catch` of its `do` block takes only what it names and
/// passes the rest on: the `try!` of a barometer's initializer traps on an empty reading, which is
/// why a provided barometer is read from text that is not empty.
let readGauge: @Sendable (String) throws -> Int = { reading in
    do {
        guard let value = Int(reading) ?? (reading.isEmpty ? nil : reading.count) else { throw GaugeSlip.unreadable }
        return value
    } catch GaugeSlip.offScale {
        return 0
    }
}

public struct Barometer {
    public let level: Int

    public init(reading: String) {
        level = try! readGauge(reading)
    }
}
