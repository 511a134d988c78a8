/// A wrapper whose wrapped value can only be read: a lens cannot assign through it.
@propertyWrapper
public struct Reference<Target> {
    public let id: String?

    public init(wrappedValue: String?) {
        id = wrappedValue
    }

    public var wrappedValue: String? { id }
}

/// A wrapper with a setter.
@propertyWrapper
public struct Trimmed {
    private var text: String

    public init(wrappedValue: String) {
        text = wrappedValue
    }

    public var wrappedValue: String {
        get { text }
        set { text = newValue }
    }
}

public struct Customer {
    public var name: String
}

public struct Invoice {
    @Reference<Customer> public var customer: String?
    @Trimmed public var title: String
    /// `Audited` is declared outside the inputs (Support/): its setter is not known.
    @Audited public var total: Int
    public var paid: Bool
}
