import FactoryRuntime
import Foundation
import Testing
@testable import Shop

// Every value comes from the generated factories: adding a field to a model changes no test.
struct OrderTests {
    @Test func shippedOrdersCanBeTracked() {
        let order = Factory<Order>.provide() |> Order._status *~ .shipped(trackingNumber: "1Z999")
        #expect(order.trackingNumber == "1Z999")
    }

    @Test func placedOrdersHaveNoTrackingNumber() {
        let order = Factory<Order>.provide() |> Order._status *~ .placed
        #expect(order.trackingNumber == nil)
    }

    @Test func theTotalSumsEveryLine() {
        let line = Factory<OrderLine>.provide() |> OrderLine._unitPrice *~ 2.5 |> OrderLine._quantity *~ 4
        let order = Factory<Order>.provide() |> Order._lines *~ [line, line]
        #expect(order.total == 20)
    }

    @Test func nestedLensesReachTheCustomer() {
        let order = Factory<Order>.provide() |> Order._customer * Customer._name *~ "Ada"
        #expect(order.customer.greeting == "Hello, Ada!")
    }
}

// Every status an order can be in, from the generated variants: a new case is tested as soon
// as it is declared.
@Test(arguments: Factory<Order.Status>.variants())
func everyStatusDescribesItsTracking(_ status: Order.Status) {
    let order = Factory<Order>.provide() |> Order._status *~ status
    if case .shipped = status {
        #expect(order.trackingNumber != nil)
    } else {
        #expect(order.trackingNumber == nil)
    }
}

// A property over arbitrary orders; the failing seed is printed, and replays.
@Test func theTotalNeverDependsOnTheStatus() {
    for seed in 0..<200 as Range<UInt64> {
        let order = Factory<Order>.arbitrary(seed: seed)
        let cancelled = order |> Order._status *~ .cancelled(reason: "changed their mind")
        #expect(cancelled.total == order.total, "seed \(seed)")
    }
    #expect(Set((0..<200 as Range<UInt64>).map { Factory<Order>.arbitrary(seed: $0).lines.count }).count > 1, "line counts vary")
}

