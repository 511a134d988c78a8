/// A glaze from a module the models import but factorygen does not read.
public struct Glaze: Sendable, Equatable {
    public var colour: String

    public init(colour: String) {
        self.colour = colour
    }
}

/// A generic holder that another module declares too, internally.
public struct Tray<Item: Sendable>: Sendable {
    public var items: [Item]

    public init(items: [Item]) {
        self.items = items
    }
}
