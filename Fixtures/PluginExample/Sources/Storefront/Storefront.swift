import Shop

// This target is built as a new app target is, with `.defaultIsolation(MainActor.self)`: every
// type here that declares no isolation is @MainActor, and the plugin reads that from the manifest.

/// What the storefront screen shows.
public struct ShelfState: Equatable {
    public var title: String
    public var featuredSKUs: [String]
    public var banner: Banner?

    /// A message across the top of the shelf.
    public enum Banner: Equatable {
        case sale(percent: Int)
        case closed(reopening: String)
    }

    public var isOnSale: Bool {
        if case .sale = banner { return true }
        return false
    }
}

/// The screen's model object, the kind of class a view observes.
public final class ShelfStore {
    public private(set) var state: ShelfState
    public let customer: Customer

    public init(state: ShelfState, customer: Customer) {
        self.state = state
        self.customer = customer
    }

    public func startSale(percent: Int) {
        state.banner = .sale(percent: percent)
    }
}
