/// A type that can build a complete default value of itself, for tests.
///
/// factorygen generates a conformance for every struct, class and enum it can build, and
/// FactoryRuntime provides the standard types (see the README table for every value). Ask for a
/// value through ``Factory`` so a reader sees that a test fixture is being built:
///
/// ```swift
/// extension UserId: Providable {
///     static func provide() -> UserId {
///         UserId(value: Factory<String>.provide())
///     }
/// }
///
/// let id = Factory<UserId>.provide() // UserId(value: "")
/// ```
public protocol Providable {
    /// A complete default value. The same value every call, so tests are reproducible.
    static func provide() -> Self
}
