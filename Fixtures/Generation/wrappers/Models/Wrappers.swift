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

/// `Int` is its own source, so that `Fallback<Int>` exists: the fixture's law driver checks a
/// generic type with its parameters bound to `Int`.
extension Int: FallbackSource {
    static var fallback: Int { 0 }
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

/// Coded as the value it wraps, which it cannot change.
@propertyWrapper
struct Sealed<Value: Codable & Equatable>: Codable, Equatable {
    let wrappedValue: Value

    init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    init(from decoder: any Decoder) throws {
        wrappedValue = try decoder.singleValueContainer().decode(Value.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

/// Rebuilt by coding, as no initializer takes every field: `serial` is coded as a `Sealed<Int>`,
/// which a replaced `Int` cannot decode as, so it gets no lens.
struct Receipt: Codable, Equatable {
    @Sealed var serial: Int
    var total: Int

    init(total: Int) {
        self.total = total
        _serial = Sealed(wrappedValue: 1)
    }
}
