import Testing
@testable import FactoryGenCore

/// A generic parameter that only a defaulted argument names is inferred from that default when
/// the call leaves it out (SE-0347), unless the default is `nil`, which names no type.
@Suite struct GenericDefaultArgumentTests {
    /// A protocol whose conformer `.quiet` names, as SE-0299 lets a default name it.
    static let sinks = """
        protocol Sink {}
        struct Quiet: Sink {}
        extension Sink where Self == Quiet { static var quiet: Quiet { Quiet() } }

        """

    @Test func aGenericParameterOnlyADefaultedArgumentNamesIsLeftToTheDefault() {
        let plan = resolvePlan(Self.sinks + """
            struct Pool {
                let size: Int
                init(size: Int, sink: some Sink = .quiet) { self.size = size }
            }
            struct Queue {
                let size: Int
                init<S: Sink>(size: Int, sink: S = Quiet()) { self.size = size }
            }
            struct Tap {
                let size: Int
                init(size: Int, sink: (some Sink)? = nil) { self.size = size }
            }
            struct Drain {
                let size: Int
                init<S: Sink>(size: Int, sink: S? = .none) { self.size = size }
            }
            """)
        #expect(plan.type("App.Pool")?.providable?.expression == "Self(size: Factory<Int>.provide())")
        #expect(plan.type("App.Queue")?.providable?.expression == "Self(size: Factory<Int>.provide())")
        #expect(plan.type("App.Tap") == nil)
        #expect(plan.type("App.Drain") == nil)
    }

    @Test func anInitializerThatMayTrapPassesTheDefaultedArgumentAValueOfItsType() {
        let plan = resolvePlan(Self.sinks + """
            struct Pool {
                let size: Int
                init(size: Int, sink: some Sink = .quiet) { precondition(size > 0); self.size = size }
            }
            """)
        let expression = plan.type("App.Pool")?.providable?.expression
        #expect(expression == "Self(size: (1 as Int), sink: Factory<App.Quiet>.provide())", "\(expression ?? "none")")
    }
}
