/// Made only through static functions that return an optional. `gated(_:)` returns `nil` for
/// an empty list and is not called; `gated(_:levels:)` only builds the pass, so its optional is
/// never `nil`: it is called with `!`.
public struct Pass: Sendable {
    public let rooms: [String]
    public let levels: Set<Int>?

    private init(rooms: [String], levels: Set<Int>?) {
        self.rooms = rooms
        self.levels = levels
    }

    public static func gated(_ rooms: [String]) -> Pass? {
        rooms.isEmpty ? nil : Pass(rooms: rooms, levels: nil)
    }

    public static func gated(_ rooms: [String], levels: Set<Int>) -> Self? {
        return .init(rooms: rooms, levels: levels)
    }
}

/// Its only static function builds it, but through an initializer that can fail: not called,
/// and the type has no other way in.
public struct Coupon: Sendable {
    public let code: String

    private init?(code: String) {
        guard code.count == 6 else { return nil }
        self.code = code
    }

    public static func issued(_ code: String) -> Coupon? {
        Coupon(code: code)
    }
}
