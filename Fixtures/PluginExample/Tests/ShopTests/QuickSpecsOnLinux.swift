#if !canImport(Darwin)
import Quick
import XCTest

/// SwiftPM finds Quick specs on Apple platforms only (elsewhere Quick expects a `LinuxMain`
/// that SwiftPM's test discovery replaces), so here each spec's examples run inside one test.
final class QuickSpecsOnLinux: XCTestCase {
    func testOrderSpec() throws {
        let spec = OrderSpec(name: "OrderSpec", testClosure: { _ in })
        XCTAssertEqual(OrderSpec.allTests.count, 3)
        for (_, example) in OrderSpec.allTests {
            try example(spec)()
        }
    }
}
#endif
