import Testing
@testable import FactoryGenCore

/// A case whose payload cannot exist (`Never`, a tuple holding one, a caseless enum) gets no
/// prism, whose `embed` swiftc would call code that "will never be executed", and is never
/// built, by `provide()` or by a variant.
@Suite struct UninhabitedPayloadTests {
    @Test func aCaseThatCannotExistGetsNoPrismAndIsNeverBuilt() {
        let plan = Resolver().resolve([Parser.parse("""
            enum Nothing {}
            enum Step {
                case impossible(Never)
                case start
                case labelled(count: Int, never: Swift.Never)
                case nested((Int, Never))
                case empty(Nothing)
                case running(Int)
            }
            """, path: "Models.swift")])
        let step = plan.type("Step")
        #expect(step?.prisms.map(\.name) == ["_start", "_running"])
        #expect(step?.providable?.expression == ".start")
        #expect(step?.providable?.variants == [".running(Factory<Int>.provide())"])
        #expect(plan.diagnostics.allSatisfy { $0.severity == .note })
    }
}
