/// Made only from a string literal, which it keeps as given: with nothing else to build it, it
/// is called with a provided string.
public struct Label: ExpressibleByStringLiteral, CustomStringConvertible, Sendable {
    public var text: String

    public var description: String { text }

    public init(stringLiteral text: String) {
        self.text = text
    }
}

/// Also made from an interpolation, which it does not keep as given: the literal one is called.
public struct Caption: ExpressibleByStringInterpolation, Sendable {
    public let words: String

    public init(stringLiteral value: String) {
        words = value
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        words = String(describing: stringInterpolation)
    }
}

/// A weight written as a number of grams.
public struct Weight: ExpressibleByIntegerLiteral, Sendable {
    public let grams: Int

    public init(integerLiteral grams: Int) {
        self.grams = grams
    }
}

/// Holds the three: provided once they are.
public struct Consignment: Sendable {
    public var label: Label
    public var caption: Caption
    public var weight: Weight
}
