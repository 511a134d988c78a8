import Foundation

/// A fire drill, saved by its title and floor only: the callback run when it ends is left out of
/// `CodingKeys`, so decoding gives it back as `nil`. Its initializer sets the callback, so a
/// provided drill holds one, and a lens that rebuilt it by decoding would drop it: get-set
/// would fail. It fails only for a negative floor, which a provided `Int` is not, by a check
/// that is no comparison with a literal: it is called with the provided floor, decoding after it.
public final class Drill: Codable {
    public let title: String
    public let floor: Int
    public var onFinish: (@Sendable () -> Void)?

    enum CodingKeys: String, CodingKey {
        case title, floor
    }

    public init?(title: String, floor: Int, onFinish: @escaping @Sendable () -> Void) {
        guard floor.signum() >= 0 else { return nil }
        self.title = title
        self.floor = floor
        self.onFinish = onFinish
    }
}

/// The same shape, but the field left out of `CodingKeys` is one no initializer sets: decoding
/// gives back the value it starts with, as the initializer leaves it, and the lenses rebuild by
/// decoding.
public final class Muster: Codable {
    public let point: String
    public var headcount: Int = 0

    enum CodingKeys: String, CodingKey {
        case point
    }

    public init?(point: String, capacity: Int) {
        guard capacity.signum() >= 0 else { return nil }
        self.point = point
    }
}
