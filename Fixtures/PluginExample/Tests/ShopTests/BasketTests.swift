import FactoryRuntime
import Testing
@testable import Shop

struct BasketTests {
    @Test func aBasketGetsTheHandWrittenVoucher() {
        let basket = Factory<Basket>.provide() |> Basket._itemCount *~ 3
        #expect(basket.voucher.code == "WELCOME")
        #expect(basket.itemCount == 3)
    }
}
