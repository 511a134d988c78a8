/// The spelling tests use to ask for a default value: `Factory<User>.provide()`.
///
/// It only forwards to `T.provide()`; it exists so that test code reads as "a fixture is built
/// here" rather than as a call into the model type. It is a struct, as in FactoryProvider, but
/// nothing needs an instance of it.
///
/// ```swift
/// let user = Factory<User>.provide()
/// let ages = Factory<[Int]>.provide() // [0]
/// ```
public struct Factory<T: Providable>: Sendable {
    /// A complete default value of `T`.
    @inlinable
    public static func provide() -> T {
        T.provide()
    }
}
