import FactoryRuntime
import Nimble
import Quick
@testable import Shop

// The same factories and lenses in a Quick spec with Nimble matchers.
final class OrderSpec: QuickSpec {
    override class func spec() {
        describe("an order") {
            let order = Factory<Order>.provide()

            context("when shipped") {
                it("has the tracking number") {
                    let shipped = order |> Order._status *~ .shipped(trackingNumber: "1Z1")
                    expect(shipped.trackingNumber).to(equal("1Z1"))
                }
            }

            context("when cancelled") {
                it("has none") {
                    let cancelled = order |> Order._status *~ .cancelled(reason: "changed mind")
                    expect(cancelled.trackingNumber).to(beNil())
                }
            }

            it("sums its lines") {
                let line = Factory<OrderLine>.provide() |> OrderLine._unitPrice *~ 3 |> OrderLine._quantity *~ 2
                expect((order |> Order._lines *~ [line]).total).to(equal(6))
            }
        }
    }
}
