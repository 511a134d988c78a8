/// Built from its attribute's arguments alone, as SwiftUI's `@Environment(\.key)` is.
@propertyWrapper
struct Tinted {
    let hue: Int

    init(hue: Int) {
        self.hue = hue
    }

    var wrappedValue: String { "hue \(hue)" }
}

/// Built from the value it wraps, which may be `nil`.
@propertyWrapper
struct Remembered<Value> {
    var wrappedValue: Value

    init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

/// Each private wrapped property can start without an argument (attribute arguments, a wrapper
/// that needs none, an initial value, an optional), so swiftc leaves it out of the memberwise
/// initializer rather than make it private: `Card(title:)` is callable from the tests. It
/// cannot rebuild a card (it would reset `taps`), so `title` gets a mutation lens.
struct Card {
    @Tinted(hue: 200) private var tint: String
    @Tallied private var taps: Int
    @Clamped private var volume: Int = 30
    @Remembered private var draft: String?
    var title: String

    var summary: String { "\(title) \(tint) \(taps) \(volume) \(draft ?? "-")" }
}

/// A wrapped optional without a value starts `nil` (the wrapper is built from `nil`), as a plain
/// one does: the class has `init()`.
final class Draft {
    @Remembered var text: String?
    @Remembered var words: Int = 0
}

/// The same field in a struct is a defaulted parameter, which `provide()` leaves out.
struct Note {
    @Remembered var body: String?
    var title: String
}
