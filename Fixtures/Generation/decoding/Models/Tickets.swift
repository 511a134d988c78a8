import Foundation

/// A seat code read from one string, which refuses an empty one.
public struct SeatCode: Codable, Hashable, Sendable {
    public let value: String

    struct Empty: Error {}

    public init(parsing text: String) throws {
        guard !text.isEmpty else { throw Empty() }
        self.init(text)
    }

    /// The app never passes an empty code itself.
    public init(_ value: String) {
        assert(!value.isEmpty, "a seat code is never empty")
        self.value = value
    }

    /// Hands the decoded string to `init(parsing:)`, which throws on the made-up `""`: not a
    /// way to build it, so the asserting initializer is, with a non-empty string.
    public init(from decoder: any Decoder) throws {
        try self.init(parsing: decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

/// Hands a container on to a throwing initializer that only decodes from it: decoded.
public struct Stub: Decodable {
    public let row: Int

    private enum Keys: CodingKey { case row }

    private init(container: KeyedDecodingContainer<Keys>) throws {
        row = try container.decode(Int.self, forKey: .row)
    }

    public init(from decoder: any Decoder) throws {
        try self.init(container: decoder.container(keyedBy: Keys.self))
    }
}
