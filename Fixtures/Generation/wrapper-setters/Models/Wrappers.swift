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
