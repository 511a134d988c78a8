import Testing
@testable import FactoryGenCore

/// A defaulted parameter typed by the type's own generic parameter is passed a provided value:
/// its default (`C = ContinuousClock.continuous`) holds only where a call makes `C` its type,
/// which the generated extension, generic over `C`, does not (swiftlang/swift-build's `ElapsedTimer`).
@Suite struct GenericParameterDefaultTests {
    @Test func aDefaultOfTheTypesGenericParameterIsPassed() {
        let plan = resolvePlan("""
            struct Timer<C: Clock> {
                let clock: C
                init(clock: C = ContinuousClock.continuous, label: String = "") { self.clock = clock }
            }
            struct Shelf<Item> {
                var items: [Item]
                var first: Item?
                init(items: [Item] = [], first: Item? = nil) { self.items = items; self.first = first }
            }
            """)
        #expect(plan.type("App.Timer")?.providable?.expression == "Self(clock: Factory<C>.provide())")
        #expect(plan.type("App.Timer")?.conformanceRequirements == ["C: Providable"])
        // A list or an optional of it has a default that holds for every argument: left out.
        #expect(plan.type("App.Shelf")?.providable?.expression == "Self()")
    }

    /// The same for a type that names the parameter (`Context.Type = Plain.self`): the metatype
    /// is passed, `Context.self`, which needs no factory; a closure fits every argument, as
    /// `nil` and `[]` do, and is left out.
    @Test func aDefaultOfATypeNamingTheParameterIsPassed() {
        let plan = resolvePlan("""
            protocol Handling {}
            struct Plain: Handling {}
            final class Routes<Context: Handling> {
                let paths: [String]
                init(context: Context.Type = Plain.self, paths: [String] = [], fallback: Context? = nil, map: (Context) -> Int = { _ in 0 }) {
                    self.paths = paths
                }
            }
            """)
        #expect(plan.type("App.Routes")?.providable?.expression == "App.Routes<Context>(context: Context.self)")
        #expect(plan.type("App.Routes")?.conformanceRequirements == [])
    }

    /// A default that starts with the parameter itself (`Message.self`), or is of a type nested
    /// in the generic one (`Window()`), holds for every argument: left out.
    @Test func aDefaultThatHoldsForEveryArgumentIsLeftOut() {
        let plan = resolvePlan("""
            final class Stream<Message> {
                struct Window { var size = 1 }
                let window: Window?
                init(of type: Message.Type = Message.self, window: Window? = Window()) { self.window = window }
            }
            """)
        #expect(plan.type("App.Stream")?.providable?.expression == "App.Stream<Message>()")
    }

    /// An implicit member is one the parameter's protocol requires (`.unspecified`), which holds
    /// for every argument, unless a protocol extension constrained to one conformer declares
    /// it (`.fast` here, `.continuous` in the standard library): then it is that conformer's.
    @Test func anImplicitMemberIsLeftOutUnlessOneConformerDeclaresIt() {
        let plan = resolvePlan("""
            protocol Format { static var unspecified: Self { get } }
            struct Context<F: Format> {
                var flag = false
                init(format: F = .unspecified) {}
            }
            protocol Pace {}
            struct Quick: Pace {}
            extension Pace where Self == Quick { static var fast: Quick { Quick() } }
            struct Walk<P: Pace> {
                var steps = 0
                init(pace: P = .fast) {}
            }
            struct Watch<C: Clock> {
                var laps = 0
                init(clock: C = .continuous) {}
            }
            """)
        #expect(plan.type("App.Context")?.providable?.expression == "Self()")
        #expect(plan.type("App.Walk")?.providable?.expression == "Self(pace: Factory<P>.provide())")
        #expect(plan.type("App.Watch")?.providable?.expression == "Self(clock: Factory<C>.provide())")
    }
}
