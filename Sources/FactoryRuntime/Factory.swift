/// The spelling tests use to ask for a default value: `Factory<User>.provide()`.
///
/// It only forwards to `T`'s ``Providable`` requirements; it exists so that test code reads as
/// "a fixture is built here" rather than as a call into the model type. It is a struct, as in
/// FactoryProvider, but nothing needs an instance of it.
///
/// ```swift
/// let user = Factory<User>.provide()
/// let ages = Factory<[Int]>.provide() // [0]
///
/// @Test(arguments: Factory<LoadingState>.variants())
/// func rendersEveryState(_ state: LoadingState) { … }
///
/// for seed in 0..<1_000 as Range<UInt64> {
///     let user = Factory<User>.arbitrary(seed: seed)
///     #expect(decode(encode(user)) == user, "seed \(seed)")
/// }
/// ```
public struct Factory<T: Providable>: Sendable {
    /// A complete default value of `T`.
    @inlinable
    public static func provide() -> T {
        T.provide()
    }

    /// `provide()` first, then values that each differ from it in one choice (see
    /// ``Providable/variants()``).
    @inlinable
    public static func variants() -> [T] {
        T.variants()
    }

    /// A varied value of `T` made from `seed`: the same seed gives the same value on every
    /// machine, so a failing seed can be printed and replayed.
    public static func arbitrary(seed: UInt64) -> T {
        var source = ArbitrarySource(seed: seed)
        return T.arbitrary(using: &source)
    }

    /// A varied value of `T` made from `generator`, which advances by one value.
    public static func arbitrary(using generator: inout some RandomNumberGenerator) -> T {
        arbitrary(seed: generator.next())
    }

    /// A varied value of `T` drawn from `source`, for conformances that build values of their
    /// fields: `Factory<String>.arbitrary(using: &source)`.
    @inlinable
    public static func arbitrary(using source: inout ArbitrarySource) -> T {
        T.arbitrary(using: &source)
    }
}
