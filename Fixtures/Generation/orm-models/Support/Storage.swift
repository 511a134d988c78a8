import Foundation

// Stand for an ORM's model protocol and property wrappers from another module (Fluent's, in
// shape and in where they trap): factorygen does not read them.

/// A stored row: its key type is inferred from `id`.
public protocol Model: AnyObject {
    associatedtype IDValue: Hashable
    var id: IDValue? { get set }
}

/// The key: `nil` until saved.
@propertyWrapper
public final class ID<Value: Hashable> {
    public var wrappedValue: Value?
    public init() {}
}

/// A column: holds no value until set or fetched, and reading it before traps.
@propertyWrapper
public final class Field<Value> {
    let key: String
    var value: Value?
    public init(key: String) { self.key = key }
    public var wrappedValue: Value {
        get {
            guard let value else { fatalError("field \(key) read before it was set or fetched") }
            return value
        }
        set { value = newValue }
    }
}

/// A reference to another row, set through its projection (`$owner.id`): assigning the row
/// itself traps, and so does reading it unless it was loaded with the query.
@propertyWrapper
public final class Parent<To: Model> {
    let key: String
    public var id: To.IDValue?
    var loaded: To?
    public init(key: String) { self.key = key }
    public var projectedValue: Parent<To> { self }
    public var wrappedValue: To {
        get {
            guard let loaded else { fatalError("relation \(key) was not loaded") }
            return loaded
        }
        set { fatalError("set relation \(key) through its projection") }
    }
}

/// The rows that refer to this one: read-only, and only once loaded.
@propertyWrapper
public final class Children<To: Model> {
    let key: String
    public init(for key: String) { self.key = key }
    public var wrappedValue: [To] {
        get { fatalError("relation \(key) was not loaded") }
        set { fatalError("relation \(key) cannot be set") }
    }
}

/// Another module's value, which factorygen does not read either: no factory builds it.
public struct Barcode: Sendable {
    public var digits: String
    public init(digits: String) { self.digits = digits }
}
