/// A module built with `-default-isolation MainActor`: every type that declares no isolation
/// is `@MainActor`, its initializers included.
public struct Customer {
    public let name: String
    public var points: Int
}

public final class Cart {
    public let owner: Customer
    public var items: [String]

    public init(owner: Customer, items: [String]) {
        self.owner = owner
        self.items = items
    }
}

public enum Stage {
    case browsing
    case paying(Cart)
}

/// Declared `nonisolated`: it keeps nonisolated lenses, but building it builds a `Cart`, so
/// its `provide()` runs on the main actor.
nonisolated public struct Receipt {
    public var total: Int
    public let cart: Cart
}

/// Nonisolated and built from nonisolated values only: nothing changes.
nonisolated public struct Price {
    public var cents: Int
}
