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
