import IdentifiedCollections
import Tagged

/// Something a customer can buy, identified by a tagged string.
public struct Product: Identifiable, Sendable {
    public typealias ID = Tagged<Product, String>

    public let id: ID
    public var title: String

    public init(id: ID, title: String) {
        self.id = id
        self.title = title
    }
}

/// The products a customer keeps for later, at most one of each.
public struct Wishlist: Sendable {
    public let owner: Tagged<Customer, Int>
    public var products: IdentifiedArrayOf<Product>

    public var titles: [String] { products.map(\.title) }
}
