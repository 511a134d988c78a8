/// Stands for a wrapper from another module: factorygen does not read it.
@propertyWrapper
public struct Audited {
    private let value: Int

    public init(wrappedValue: Int) {
        value = wrappedValue
    }

    public var wrappedValue: Int { value }
}
