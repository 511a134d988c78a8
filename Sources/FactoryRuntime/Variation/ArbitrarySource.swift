/// Where ``Providable/arbitrary(using:)`` draws its choices from: a seeded generator and the
/// depth budget that makes every recursive value finite.
///
/// ```swift
/// extension Tree: Providable {
///     static func arbitrary(using source: inout ArbitrarySource) -> Tree {
///         source.nested(or: provide()) { source in
///             source.choose(2) == 0 ? .leaf : .node(Factory<[Tree]>.arbitrary(using: &source))
///         }
///     }
/// }
/// ```
///
/// Past the budget, ``nested(or:_:)`` gives the fallback (`provide()`, which factorygen makes
/// finite for recursive types), so every call terminates.
public struct ArbitrarySource: Sendable {
    /// The generator every choice comes from.
    public var generator: SeededRandomGenerator
    /// How many more levels of nested values may still vary.
    public private(set) var remainingDepth: Int

    /// How deep values vary by default: deep enough for a list of lists of models.
    public static let defaultDepth = 6

    public init(seed: UInt64, depth: Int = ArbitrarySource.defaultDepth) {
        generator = SeededRandomGenerator(seed: seed)
        remainingDepth = depth
    }

    /// A number in `0..<count`, uniformly; `0` when `count` is not positive.
    public mutating func choose(_ count: Int) -> Int {
        guard count > 1 else { return 0 }
        return Int(generator.next(upperBound: UInt64(count)))
    }

    /// One of `values`, uniformly.
    public mutating func pick<Value>(from values: [Value]) -> Value? {
        values.isEmpty ? nil : values[choose(values.count)]
    }

    /// `make` one level down, or `fallback` when the depth budget is spent.
    public mutating func nested<Value>(or fallback: @autoclosure () -> Value, _ make: (inout ArbitrarySource) -> Value) -> Value {
        guard remainingDepth > 0 else { return fallback() }
        remainingDepth -= 1
        defer { remainingDepth += 1 }
        return make(&self)
    }

    /// A collection size: often 0 or 1, where edge cases live, sometimes a few more; always 0
    /// once the depth budget is spent.
    public mutating func collectionCount() -> Int {
        guard remainingDepth > 0 else { return 0 }
        return [0, 0, 1, 1, 2, 3, 5][choose(7)]
    }
}
