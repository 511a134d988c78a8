import Foundation
import Testing
@testable import FactoryGenCore
import FactoryGenVerification

/// What the law driver's comparison leaves out of a value.
@Suite struct LawDriverComparisonTests {
    /// A running thread's handle and status move on by themselves: two threads started alike,
    /// both alive (so their handles surely differ), compare equal.
    @Test func threadsAreComparedByTheirType() throws {
        let code = try #require(Renderer().render(SamplePlans.userPlan, files: [SamplePlans.userFile]).code)
        let models = Repository.fixtures.appendingPathComponent("Generation/Rendering/App.swift").path
        let extra = """
        let gate = DispatchSemaphore(value: 0)
        let first = Thread { gate.wait() }, second = Thread { gate.wait() }
        first.start(); second.start()
        Laws.same(first, second, apart: true, "two threads started alike")
        """
        let driver = LawDriver.source(plan: SamplePlans.userPlan, files: [SamplePlans.userFile], generated: code, extra: extra)
        let output = try SwiftCompiler.compileAndRun(set: "thread-comparison", module: "App", models: [models], generated: code, driver: driver)
        #expect(output.contains(" checks, 0 failed"))
    }
}
