/// Draws one element from each of several sources at once. Its helper names the element type
/// of each source as Swift must, `(each Source).Element`: a parenthesized pack element with a
/// member after it, which the parser reads without an error, as it reads an expansion of an
/// attributed closure type.
public struct Sampler {
    public var name: String

    public static func firstOfEach<each Source: Sequence>(
        _ sources: repeat each Source
    ) -> (repeat ((each Source).Element)?) {
        (repeat firstElement(of: each sources))
    }

    /// A pack expansion of an attributed function type.
    public static func applyEach<each Value>(
        _ values: repeat each Value,
        through steps: repeat @escaping (each Value) -> each Value
    ) -> (repeat each Value) {
        (repeat (each steps)(each values))
    }

    private static func firstElement<Source: Sequence>(of source: Source) -> Source.Element? {
        var iterator = source.makeIterator()
        return iterator.next()
    }

    public var rounds: Int

    public init(name: String, rounds: Int) {
        self.name = name
        self.rounds = rounds
    }
}
