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
}
