/// A type that can build a complete default value of itself, for tests.
public protocol Providable {
    /// A complete default value.
    static func provide() -> Self
}
