import Testing
@testable import FactoryGenCore

/// An `unowned` stored property is never given a made-up object: its type is skipped, unless
/// nothing made up can reach the property.
@Suite struct UnownedReferenceTests {
    @Test func anUnownedReferenceIsNeverMadeUp() {
        // The object a made-up argument stores in `owner` would be released at once, and
        // reading `owner` would trap.
        let plan = resolvePlan([
            Syntax.declaration(.class, "Team", line: 1, initializers: [Syntax.initializer([], line: 2)]),
            Syntax.declaration(.class, "Member", line: 4, properties: [
                Syntax.property("owner", "Team", line: 5, modifiers: ["unowned"]),
            ], initializers: [Syntax.initializer([Syntax.parameter("owner", "Team")], line: 6)]),
        ])
        #expect(plan.type("Team") != nil)
        #expect(plan.type("Member") == nil)
        #expect(plan.skipped.map(\.reason) == ["holds an unowned reference ('owner'), which a made-up object would not outlive"])
    }

    /// An unowned reference to a private class (a node of the type's own linked list,
    /// nicklockwood/LRUCache's `head`) holds no made-up object: nothing factorygen makes is one,
    /// nor can an initializer the test module calls take one. An internal class's still skips.
    @Test func anUnownedReferenceToAPrivateClassHoldsNothingMadeUp() {
        let file = Parser.parse("""
        final class Cache {
            private unowned(unsafe) var head: Node?
            var size = 0
            init() {}
        }
        private final class Node { unowned(unsafe) var next: Node?; init() {} }
        final class Link { init() {} }
        final class Chain {
            unowned var last: Link?
            init() {}
        }
        """, path: "Models.swift")
        let plan = Resolver(testableImports: ["App"]).resolve([file])
        #expect(plan.type("App.Cache")?.providable?.expression == "App.Cache()")
        #expect(plan.skipped.map(\.reason).contains("holds an unowned reference ('last'), which a made-up object would not outlive"))
    }

    /// A private unowned reference to an internal class that no initializer's parameter can
    /// carry (a ring whose `add(_:)` alone sets `tail`, the ring keeping each node) holds
    /// nothing made up; one an initializer takes the class for, or a protocol it conforms to,
    /// or a subclass of, still skips its type.
    @Test func aPrivateUnownedReferenceNoInitializerCanReachHoldsNothingMadeUp() {
        let file = Parser.parse("""
        final class Bead { init() {} }
        class Token: Tagged { init() {} }
        final class Coin: Token {}
        protocol Tagged: AnyObject {}
        final class Ring {
            private var beads: [Bead] = []
            private unowned(unsafe) var tail: Bead?
            var label: String
            init(label: String) { self.label = label }
        }
        final class Pouch {
            private unowned var first: Bead?
            init(first: [Bead]) { self.first = first.first }
        }
        final class Purse {
            private unowned var token: Token?
            init(coin: Coin) { token = coin }
        }
        final class Wallet {
            private unowned var token: Token?
            init(tag: any Tagged) { token = tag as? Token }
        }
        """, path: "Models.swift")
        let plan = Resolver(testableImports: ["App"]).resolve([file])
        #expect(plan.type("App.Ring")?.providable?.expression == "App.Ring(label: Factory<String>.provide())")
        #expect(plan.type("App.Pouch") == nil && plan.type("App.Purse") == nil && plan.type("App.Wallet") == nil)
        #expect(plan.skipped.filter { $0.reason.hasPrefix("holds an unowned") }.count == 3)
    }

    @Test func anInheritedUnownedReferenceIsNeverMadeUp() {
        // swift-markdownkit's block parsers: each subclass passes its `docParser` to the
        // superclass's `unowned let`, and reading it traps as the superclass's own would.
        let file = Parser.parse("""
        final class Plan { init() {} }
        class Step {
            unowned let plan: Plan
            let title: String = ""
            required init(plan: Plan) { self.plan = plan }
        }
        class FirstStep: Step {}
        final class LastStep: FirstStep {}
        """, path: "Models.swift")
        let plan = Resolver().resolve([file])
        #expect(plan.type("Plan") != nil)
        #expect(plan.type("Step") == nil && plan.type("FirstStep") == nil && plan.type("LastStep") == nil)
        #expect(plan.skipped.map(\.reason) == [
            "holds an unowned reference ('plan', inherited from 'Step'), which a made-up object would not outlive",
            "holds an unowned reference ('plan', inherited from 'Step'), which a made-up object would not outlive",
            "holds an unowned reference ('plan'), which a made-up object would not outlive",
        ])
    }
}
