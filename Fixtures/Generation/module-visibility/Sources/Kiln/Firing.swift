/// The kiln's own glaze, internal: no other module can name it.
struct Glaze: Sendable {
    var temperature: Int
}

/// Internal too, and generic.
struct Tray<Item: Sendable>: Sendable {
    var slots: [Item]
}

/// What a firing is, public for the studio.
public struct Firing: Sendable {
    public var hours: Int
    var glaze: Glaze
    var tray: Tray<Int>
}
