import FactoryRuntime
import Testing
@testable import Shop
@testable import Storefront

// Storefront is built with `.defaultIsolation(MainActor.self)`: its factories, lenses and prisms
// are used from a @MainActor suite, as a view model's tests are.
@MainActor
struct ShelfTests {
    @Test func aStoreStartsASale() {
        let store = Factory<ShelfStore>.provide()
        store.startSale(percent: 20)
        #expect(store.state.isOnSale)
    }

    @Test func lensesAndPrismsReachIntoMainActorState() {
        let state = Factory<ShelfState>.provide()
            |> ShelfState._title *~ "Spring"
            |> ShelfState._banner *~ .closed(reopening: "Monday")
        #expect(state.title == "Spring")
        #expect(!state.isOnSale)
        #expect(state.banner.flatMap { ShelfState.Banner._closed.extract($0) } == "Monday")
    }

    @Test func aMainActorStoreHoldsANonisolatedModel() {
        let store = Factory<ShelfStore>.provide() |> ShelfStore._customer * Customer._name *~ "Ada"
        #expect(store.customer.greeting == "Hello, Ada!")
    }
}
