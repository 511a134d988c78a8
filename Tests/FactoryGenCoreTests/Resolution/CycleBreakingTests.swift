import Testing
@testable import FactoryGenCore

@Suite struct CycleBreakingTests {
    @Test func optionalsAndCollectionsBreakCycles() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Node", line: 1, properties: [
                Syntax.property("value", "Int", line: 2),
                Syntax.property("next", "Node?", line: 3),
            ]),
            Syntax.declaration(.struct, "Tree", line: 5, properties: [
                Syntax.property("children", "[Tree]", line: 6),
                Syntax.property("index", "[String: Tree]", line: 7),
            ]),
        ])
        #expect(plan.diagnostics.isEmpty)
        #expect(plan.type("Node")?.providable?.expression == "Self(value: Factory<Int>.provide(), next: nil)")
        #expect(plan.type("Tree")?.providable?.expression == "Self(children: [], index: [:])")
    }

    @Test func aCycleThroughSeveralTypesBreaksWhereItCloses() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Author", line: 1, properties: [Syntax.property("latest", "Book", line: 2)]),
            Syntax.declaration(.struct, "Book", line: 4, properties: [Syntax.property("author", "Author?", line: 5)]),
            Syntax.declaration(.struct, "Library", line: 7, properties: [Syntax.property("book", "Book", line: 8)]),
        ])
        #expect(plan.diagnostics.isEmpty)
        #expect(plan.type("Author")?.providable?.expression == "Self(latest: Factory<Book>.provide())")
        #expect(plan.type("Book")?.providable?.expression == "Self(author: nil)")
        #expect(plan.type("Library")?.providable?.expression == "Self(book: Factory<Book>.provide())")
    }

    @Test func aBreakableFieldFurtherUpTheCycleIsUsedWhenTheClosingOneIsNot() {
        // From `Account` (first in order): Account.owner → Person.account → Account, and
        // only `Account.owner` has a fallback.
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Account", line: 1, properties: [Syntax.property("owner", "Person?", line: 2)]),
            Syntax.declaration(.struct, "Person", line: 4, properties: [Syntax.property("account", "Account", line: 5)]),
        ])
        #expect(plan.diagnostics.isEmpty)
        #expect(plan.type("Account")?.providable?.expression == "Self(owner: nil)")
        #expect(plan.type("Person")?.providable?.expression == "Self(account: Factory<Account>.provide())")
    }

    @Test func indirectEnumsFallBackToABaseCase() {
        let plan = resolvePlan([
            Syntax.declaration(.enum, "Expression", line: 1, modifiers: ["indirect"], cases: [
                Syntax.enumCase("sum", [Syntax.parameter(nil, "Expression"), Syntax.parameter(nil, "Expression")], line: 2),
                Syntax.enumCase("number", [Syntax.parameter(nil, "Int")], line: 3),
            ]),
            Syntax.declaration(.struct, "Wrapper", line: 5, properties: [Syntax.property("state", "Phase", line: 6)]),
            Syntax.declaration(.enum, "Phase", line: 8, cases: [
                Syntax.enumCase("wrapped", [Syntax.parameter(nil, "Wrapper")], line: 9),
                Syntax.enumCase("empty", line: 10),
            ]),
        ])
        #expect(plan.diagnostics.isEmpty)
        #expect(plan.type("Expression")?.providable?.expression == ".number(Factory<Int>.provide())")
        #expect(plan.type("Phase")?.providable?.expression == ".empty")
        #expect(plan.type("Wrapper")?.providable?.expression == "Self(state: Factory<Phase>.provide())")
    }

    @Test func closuresDoNotCloseCycles() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Screen", line: 1, properties: [Syntax.property("next", "() -> Screen", line: 2)]),
        ])
        #expect(plan.type("Screen")?.providable?.expression == "Self(next: { Factory<Screen>.provide() })")
    }

    @Test func anUnbreakableCycleIsReportedOnceAndItsDependentsSkipped() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Holder", line: 1, properties: [Syntax.property("loop", "Loop", line: 2)]),
            Syntax.declaration(.struct, "Loop", line: 4, properties: [Syntax.property("next", "Loop", line: 5)]),
            Syntax.declaration(.struct, "Ping", line: 7, properties: [Syntax.property("pong", "Pong", line: 8)]),
            Syntax.declaration(.struct, "Pong", line: 10, properties: [Syntax.property("ping", "Ping", line: 11)]),
            Syntax.declaration(.enum, "Choice", line: 13, cases: [
                Syntax.enumCase("looping", [Syntax.parameter(nil, "Loop")], line: 14),
                Syntax.enumCase("none", line: 15),
            ]),
        ])
        #expect(plan.types.map(\.name) == ["Choice"])
        #expect(plan.type("Choice")?.providable?.expression == ".none")
        #expect(plan.diagnostics == [
            .warning("'Loop.next → Loop' is a cycle factorygen cannot break: make one of its fields optional or a collection, or write `extension Loop: Providable` in your test target", at: Syntax.at(5, 9)),
            .warning("'Ping.pong → Pong.ping → Ping' is a cycle factorygen cannot break: make one of its fields optional or a collection, or write `extension Ping: Providable` in your test target", at: Syntax.at(8, 9)),
        ])
        #expect(plan.skipped == [
            SkippedType(name: "Holder", location: Syntax.at(1, 1), reason: "needs 'Loop', which cannot be provided"),
            SkippedType(name: "Loop", location: Syntax.at(4, 1), reason: "is part of the cycle 'Loop.next → Loop', which cannot be broken"),
            SkippedType(name: "Ping", location: Syntax.at(7, 1), reason: "is part of the cycle 'Ping.pong → Pong.ping → Ping', which cannot be broken"),
            SkippedType(name: "Pong", location: Syntax.at(10, 1), reason: "is part of the cycle 'Ping.pong → Pong.ping → Ping', which cannot be broken"),
        ])
    }

    @Test func anUnbreakableCycleNamesTheConformanceThatWouldBuildItAnotherWay() {
        // Found on a real API client: a response wrapper built either from a network response,
        // a type factorygen does not provide, or from another wrapper, which closes the cycle.
        let source = """
            import Foundation
            struct Wire {}
            struct Page {
                let items: [Int]
                init(items: [Int], wire: Wire, stamp: URLResponse) { self.items = items }
                init(items: [Int], previous: Page) { self.items = items }
            }
            struct Trail {
                let mark: Int
                init(mark: Int, cause: AnyClass) { self.mark = mark }
                init(mark: Int, before: Trail) { self.mark = mark }
            }
            """
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse(source, path: "Models/App.swift")])
        #expect(plan.types.map(\.name) == ["App.Wire"])
        #expect(plan.diagnostics.map(\.message) == [
            "'Page.previous → Page' is a cycle factorygen cannot break: make one of its fields optional or a collection, or write "
                + "`extension Page: Providable` in your test target, or `extension URLResponse: Providable`: 'Page' is then built with "
                + "init(items:wire:stamp:)",
            // `AnyClass` has no conformance to write: the cycle's own fixes only.
            "'Trail.before → Trail' is a cycle factorygen cannot break: make one of its fields optional or a collection, or write "
                + "`extension Trail: Providable` in your test target",
        ])
        #expect(plan.skipped.map(\.reason) == [
            "is part of the cycle 'Page.previous → Page', which cannot be broken ('Page' could be built with init(items:wire:stamp:), "
                + "which needs 'URLResponse')",
            "is part of the cycle 'Trail.before → Trail', which cannot be broken",
        ])
    }
}
