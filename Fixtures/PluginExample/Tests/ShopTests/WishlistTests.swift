import FactoryRuntime
import IdentifiedCollections
import Testing
@testable import Shop

// Tagged and IdentifiedArray fields are provided through FactoryRuntime's package traits, and
// `Product.title` through `defaults:` in this folder's .factory.yml.
struct WishlistTests {
    @Test func aWishlistHoldsOneProvidedProduct() {
        let wishlist = Factory<Wishlist>.provide()
        #expect(wishlist.products.count == 1)
        #expect(wishlist.titles == ["Chalk bag"])
        #expect(wishlist.owner.rawValue == Factory<Int>.provide())
        #expect(wishlist.products.first?.id == Factory<Product.ID>.provide())
    }

    @Test func lensesSetTaggedAndIdentifiedFields() {
        let rope = Product(id: "rope-70m", title: "Rope")
        let wishlist = Factory<Wishlist>.provide()
            |> Wishlist._products *~ [rope]
            |> Wishlist._owner *~ 42
        #expect(wishlist.products[id: "rope-70m"]?.title == "Rope")
        #expect(wishlist.owner.rawValue == 42)
        #expect((Factory<Product>.provide() |> Product._title %~ { $0.uppercased() }).title == "CHALK BAG")
    }
}
