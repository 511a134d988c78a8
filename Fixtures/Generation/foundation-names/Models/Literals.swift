/// Types made from literals, each initializer written as Xcode's fix-it writes it: the
/// parameter's type is the standard library's global alias (`StringLiteralType` is `String`),
/// which unqualified lookup finds, whatever the initializer takes.
public struct Hashtag: ExpressibleByStringLiteral, Hashable, Sendable {
    public let word: String

    public init(stringLiteral value: StringLiteralType) {
        word = value
    }
}

public struct Tempo: ExpressibleByIntegerLiteral, Sendable {
    public let beatsPerMinute: Int

    public init(integerLiteral value: IntegerLiteralType) {
        beatsPerMinute = value
    }
}

public struct Ratio: ExpressibleByFloatLiteral, Sendable {
    public let value: Double

    public init(floatLiteral value: FloatLiteralType) {
        self.value = value
    }
}

/// Its own alias of the name wins: member lookup finds it before the global one.
public struct Octave: ExpressibleByIntegerLiteral, Sendable {
    public typealias IntegerLiteralType = Int8

    public let number: Int8

    public init(integerLiteral value: IntegerLiteralType) {
        number = value
    }
}

public struct Setlist: Sendable {
    public var tags: [Hashtag]
    public var tempo: Tempo
    public var swing: Ratio
    public var octave: Octave
}
