@propertyWrapper
struct Clamped {
    private var stored: Int
    var wrappedValue: Int {
        get { stored }
        set { stored = min(max(newValue, 0), 100) }
    }

    init(wrappedValue: Int) {
        stored = min(max(wrappedValue, 0), 100)
    }
}

/// Properties with wrappers, observers, computed and lazy members.
struct Volume {
    @Clamped var level: Int = 50
    var muted: Bool {
        didSet { changes += 1 }
    }
    var changes = 0
    var label: String { muted ? "muted" : "\(level)" }
}

/// Starts at zero: its `wrappedValue` has a value, so Swift gives it `init()` as well as
/// `init(wrappedValue:)`, and a memberwise initializer takes `Tallied` itself, defaulted.
@propertyWrapper
struct Tallied: Equatable {
    var wrappedValue: Int = 0
}

/// An explicit `init()` next to `init(wrappedValue:)`: the same.
@propertyWrapper
struct Trimmed: Equatable {
    var wrappedValue: String

    init() {
        wrappedValue = ""
    }

    init(wrappedValue: String) {
        self.wrappedValue = String(wrappedValue.drop { $0 == " " })
    }
}

/// No `init(wrappedValue:)`: a memberwise initializer takes `Keyed`, not defaulted.
@propertyWrapper
struct Keyed: Equatable {
    let key: String
    var wrappedValue: String { "[\(key)]" }
}

/// Each property's memberwise parameter takes the wrapper, as swiftc decides.
struct Scorecard {
    @Tallied var points: Int
    @Trimmed var player: String
    @Keyed var slot: String
    var round: Int
}

/// Where a `Fallback` wrapper's value comes from.
protocol FallbackSource {
    associatedtype Value
    static var fallback: Value { get }
}

/// Named through typealiases, one generic whose argument Swift infers from the property.
@propertyWrapper
struct Fallback<Source: FallbackSource> {
    var wrappedValue: Source.Value = Source.fallback
}

enum Fallbacks {
    enum Zero: FallbackSource {
        static var fallback: Int { 0 }
    }

    enum Nothing<T: ExpressibleByDictionaryLiteral>: FallbackSource {
        static var fallback: T { [:] }
    }

    typealias ZeroInt = Fallback<Zero>
    typealias NoEntries<T: ExpressibleByDictionaryLiteral> = Fallback<Nothing<T>>
}

/// Wrapped through a qualified alias: the memberwise initializer takes (and defaults) the
/// wrappers, so `provide()` leaves them out.
struct Meter {
    @Fallbacks.ZeroInt var reading: Int
    @Fallbacks.NoEntries var labels: [String: String]
    var unit: String
}
