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

    /// An object that points back at an object above it (an `unowned` owner, a delegate) is
    /// written once: each repeat names the depth of the object it repeats. Followed again, a
    /// graph whose objects each point back twice was written 2ⁿ times down to the depth limit
    /// (SwiftTerm's terminal took longer than the check's time limit).
    @Test func anObjectRepeatedBelowItselfIsWrittenOnce() throws {
        let code = try #require(Renderer().render(SamplePlans.userPlan, files: [SamplePlans.userFile]).code)
        let models = Repository.fixtures.appendingPathComponent("Generation/Rendering/App.swift").path
        let extra = """
        final class Hub {
            var spokes: [Spoke] = []
            init() { spokes = [Spoke(hub: self), Spoke(hub: self)] }
        }
        final class Spoke {
            unowned let hub: Hub
            init(hub: Hub) { self.hub = hub }
        }
        let written = Laws.text(Hub())
        Laws.check(written.components(separatedBy: "repeats object 0").count == 3, "each spoke's hub is a repeat")
        Laws.check(written.split(separator: "\\n").count < 12, "the hub is written once")
        Laws.same(Hub(), Hub(), apart: true, "two hubs built alike")
        """
        let driver = LawDriver.source(plan: SamplePlans.userPlan, files: [SamplePlans.userFile], generated: code, extra: extra)
        let output = try SwiftCompiler.compileAndRun(set: "cycle-comparison", module: "App", models: [models], generated: code, driver: driver)
        #expect(output.contains(" checks, 0 failed"), "\(output)")
    }

    /// Each stored field is read through its getter by borrowing it: `_ = whole.field` consumes,
    /// which a noncopyable field (a `Mutex`) of a provided value cannot give (grpc-swift-2's
    /// `_BroadcastSequenceStorage` failed the whole driver).
    @Test func aFieldIsReadByBorrowingIt() {
        let models = Parser.parse("""
            import Synchronization
            final class Turnstile: Sendable {
                let gate: String
                let passed: Mutex<Int>
                init(gate: String) { self.gate = gate; passed = Mutex(0) }
            }
            """, path: "Models/App.swift")
        let plan = Resolver(testableImports: ["App"]).resolve([models])
        let source = LawDriver.source(plan: plan, files: [models], generated: "", extra: "", seeds: 1)
        #expect(source.contains("Laws.read(whole.`passed`)"))
        #expect(source.contains("Laws.read(whole.`gate`)"))
        #expect(!source.contains("_ = whole.`passed`"))
    }
}
