/// A wrapper whose wrapped value can only be read: a lens cannot assign through it.
@propertyWrapper
public struct Reference<Target> {
    public let id: String?

    public init(wrappedValue: String?) {
        id = wrappedValue
    }

    public var wrappedValue: String? { id }
}

/// A wrapper whose wrapped value is stored: assigning it only stores, and a lens assigns.
@propertyWrapper
public struct Trimmed {
    public var wrappedValue: String

    public init(wrappedValue: String) {
        self.wrappedValue = wrappedValue
    }
}

/// A wrapper whose setter does more than store: it records when the value changed, as an
/// observer would. A lens that assigned would change `changes` too, and two writes would not
/// equal the last: the field is rebuilt through the initializer instead.
@propertyWrapper
public struct Tracked<Value: Equatable> {
    private var value: Value
    public private(set) var changes = 0

    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    public var wrappedValue: Value {
        get { value }
        set {
            if newValue != value { changes += 1 }
            value = newValue
        }
    }
}

public struct Customer {
    public var name: String
}

public struct Invoice {
    @Reference<Customer> public var customer: String?
    @Trimmed public var title: String
    @Tracked public var note: String
    /// `Audited` is declared outside the inputs (Support/): its setter is not known.
    @Audited public var total: Int
    public var paid: Bool
}

/// A command's settings, read from its command line (`Support/CommandLine.swift` stands for the
/// parser's wrappers): built any way, each field waits to be parsed, and only assigning it gives
/// it a value, so `provide()` assigns them and their lenses assign too.
public struct BrewCommand: ParsableCommand {
    @Flag public var strong = false
    @Option public var cups: Int
    @Option(name: "grind") public var grind: String = "fine"
    /// Assigning it would warn: `provide()` leaves it unparsed, with a note.
    @available(*, deprecated, message: "pass the grind instead")
    @Option public var coarse: Bool = false
    public var label: String
    /// Rebuilding through the initializer would leave the fields above waiting again: no lens.
    public let shop: String
}
