import FactoryRuntime
import XCTest
@testable import Shop

// The same factories from XCTest.
final class CustomerXCTests: XCTestCase {
    func testCustomersAreGreetedByName() {
        let customer = Factory<Customer>.provide() |> Customer._name *~ "Grace"
        XCTAssertEqual(customer.greeting, "Hello, Grace!")
    }

    func testIdentifiersCompareByValue() {
        let id = Factory<Customer.ID>.provide() |> Customer.ID._rawValue *~ "c-1"
        XCTAssertEqual(id, Customer.ID(rawValue: "c-1"))
    }
}
