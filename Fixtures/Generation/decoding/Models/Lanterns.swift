/// Holds another module's raw-value enum, which its synthesized decoding proves decodable:
/// the enum is decoded on its own, and of the texts to try, only a case's name would do.
public struct Lantern: Codable, Equatable {
    public var glow: Glow
    public var hours: Int
}

/// Names a case of that enum, the only place the models do (its type is not written): the
/// decoder tries `ember` first.
public final class Lamplighter {
    private var nextGlow = Glow.ember
    public var round: [Lantern] = []

    public init() {}
}
