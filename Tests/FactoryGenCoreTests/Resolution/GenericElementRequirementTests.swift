import Testing
@testable import FactoryGenCore

/// A generic initializer's parameter constrained by a protocol of the inputs and required to
/// have a given `Element` is given the first conformer whose `Element` that is; where the
/// required element is the enclosing type's own parameter, no conformer is, and the
/// initializer is left out (swift-syntax's `SyntaxCollectionIterator`, whose factory passed
/// the first collection of nodes, of another kind, and did not compile).
@Suite struct GenericElementRequirementTests {
    private static let source = """
        protocol Row { associatedtype Element; var stones: [Element] { get } }
        struct Pebble { var grams: Int }
        struct Cobble { var grams: Int }
        struct PebbleRow: Row { typealias Element = Pebble; var stones: [Pebble] }
        struct CobbleRow: Row { typealias Element = Cobble; var stones: [Cobble] }
        struct CobbleScale {
            let total: Int
            init<R: Row>(_ row: R) where R.Element == Cobble { total = row.stones.count }
        }
        struct Walker<Stone> {
            typealias Element = Stone
            let count: Int
            init<R: Row>(_ row: R) where R.Element == Element { count = row.stones.count }
        }
        """

    @Test func theConformerWithTheRequiredElementIsGiven() {
        let plan = resolvePlan(Self.source)
        #expect(plan.type("App.CobbleScale")?.providable?.expression == "Self(Factory<App.CobbleRow>.provide())")
    }

    @Test func anElementOfTheEnclosingTypesParameterLeavesTheInitializerOut() {
        let plan = resolvePlan(Self.source)
        #expect(plan.type("App.Walker")?.providable == nil)
    }
}
