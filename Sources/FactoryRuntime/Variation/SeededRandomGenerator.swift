/// A small, fast random number generator whose sequence depends only on its seed: the same
/// seed gives the same values on every machine and every run, so a failing seed can be printed
/// and replayed.
///
/// ```swift
/// var generator = SeededRandomGenerator(seed: 42)
/// let user = Factory<User>.arbitrary(using: &generator)
/// ```
///
/// The algorithm is SplitMix64 (Steele, Lea and Flood, 2014): one addition and three
/// multiply-xorshift steps a value, and every 64-bit seed is a good one. It is not for
/// cryptography.
public struct SeededRandomGenerator: RandomNumberGenerator, Sendable, Hashable {
    private var state: UInt64

    /// A generator that starts from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
