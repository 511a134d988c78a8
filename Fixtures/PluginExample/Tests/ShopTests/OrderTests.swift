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
