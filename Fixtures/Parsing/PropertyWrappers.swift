// Property wrappers: declarations and uses with and without arguments.
import Foundation

@propertyWrapper
public struct Clamped<Value: Comparable> {
    private var value: Value
    public let range: ClosedRange<Value>

    public var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }

    public var projectedValue: ClosedRange<Value> { range }

    public init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
}

@propertyWrapper
struct UserDefault<T> {
    let key: String
    let defaultValue: T
    var wrappedValue: T {
        get { UserDefaults.standard.object(forKey: key) as? T ?? defaultValue }
        nonmutating set { UserDefaults.standard.set(newValue, forKey: key) }
    }
}

@propertyWrapper
struct Trimmed {
    private var storage = ""
    var wrappedValue: String {
        get { storage }
        set { storage = newValue.trimmingCharacters(in: .whitespaces) }
    }
    init() {}
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}

struct Settings {
    @Clamped(0...10) var volume: Int = 5
    @Clamped(wrappedValue: 0.5, 0.0...1.0) var brightness: Double
    @UserDefault(key: "onboarded", defaultValue: false) var onboarded: Bool
    @UserDefault<String>(key: "name", defaultValue: "") static var lastName: String
    @Trimmed var title: String
    @Trimmed var subtitle = "  spaced  "
    @Clamped<Int>(1...3) private(set) var retries = 2
    @Clamped(0...100)
    @available(*, deprecated)
    var legacyPercent: Int = 50
}
