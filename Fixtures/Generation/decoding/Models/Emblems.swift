public struct UnknownEmblem: Error {}

/// Reads its mark with `try .init(from: decoder)`, which runs `Emblem`'s decoding: `Frame` is
/// not decoded, so the cycle `Emblem.framed` → `Frame.mark` is broken by `Emblem`'s other case
/// rather than by a decoding that would throw (`Emblem`, named first, closes the cycle).
public struct Frame: Codable {
    public var mark: Emblem

    public init(mark: Emblem) {
        self.mark = mark
    }

    public init(from decoder: any Decoder) throws {
        self.mark = try .init(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {}
}

/// Picks its case by a tag, as a generated `oneOf` does: its `init(from:)` throws on the
/// made-up "", which names no case.
public enum Emblem: Codable {
    indirect case framed(Frame)
    case plain(String)

    private enum Keys: CodingKey { case kind }

    public init(from decoder: any Decoder) throws {
        switch try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .kind) {
        case "framed": self = .framed(try .init(from: decoder))
        case "plain": self = .plain("")
        default: throw UnknownEmblem()
        }
    }

    public func encode(to encoder: any Encoder) throws {}
}
