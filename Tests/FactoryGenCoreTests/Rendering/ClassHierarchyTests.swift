import Testing
@testable import FactoryGenCore

@Suite struct ClassHierarchyTests {
    private func made(_ name: String) -> ProvidablePlan {
        ProvidablePlan(callee: name, arguments: [], hasParentheses: true, expression: "\(name)()", origin: "init() at Rooms.swift")
    }

    private func plan(
        _ name: String, line: Int, condition: String? = nil, superclass: String? = nil, genericParameters: [String] = []
    ) -> TypePlan {
        var plan = TypePlan(
            name: name, kind: .class, selfType: name, genericParameters: genericParameters, condition: condition,
            location: SourceLocation(file: "Rooms.swift", line: line, column: 1), providable: made(name)
        )
        plan.declaredSuperclass = superclass
        return plan
    }

    /// A base class written in both branches of an `#if` has a conformance in each: the one a
    /// build compiles must build the subclasses, not only the branch read last.
    @Test func eachBranchOfABaseClassBuildsItsSubclasses() {
        let hierarchy = ClassHierarchy(plan: GenerationPlan(types: [
            plan("Room", line: 2, condition: "os(Linux)"),
            plan("Room", line: 6, condition: "!(os(Linux))"),
            plan("Kitchen", line: 10, superclass: "Room"),
            plan("Cellar", line: 14, condition: "os(Linux)", superclass: "Room"),
        ]))
        #expect(hierarchy.descendants(of: 0) == [2, 3])
        // The `#else` branch is never compiled with the Linux-only subclass.
        #expect(hierarchy.descendants(of: 1) == [2])
        #expect(hierarchy.superclass[2] == 1)
        #expect(hierarchy.superclass[3] == 1)
    }

    /// A generic class between the root and a plain subclass cannot be named in the root's
    /// `provide()`, but the subclass below it inherits the root's conformance all the same: left
    /// out, it reached the root's `fatalError` (adamayoung/TMDb's requests).
    @Test func aGenericMiddleClassStillLeadsToTheClassesBelowIt() {
        let hierarchy = ClassHierarchy(plan: GenerationPlan(types: [
            plan("Envelope", line: 2, genericParameters: ["Payload", "Reply"]),
            plan("Fetch", line: 8, superclass: "Envelope", genericParameters: ["Reply"]),
            plan("Ping", line: 12, superclass: "Fetch"),
        ]))
        #expect(hierarchy.descendants(of: 0) == [2])
        // `Fetch` builds itself, and names only the generic classes below it: the root names `Ping`.
        #expect(hierarchy.selfProviding == [1])
        #expect(hierarchy.descendants(of: 1) == [])
        #expect(hierarchy.superclass[1] == 0)
        #expect(hierarchy.superclass[2] == 1)
    }

    /// A class hierarchy with generic subclasses of every kind: `Fetch` passes its parameter on
    /// under its own name, `Batch` wraps it, `Renamed` renames it, `Strict` constrains it
    /// further, and `Deeper` is generic below `Batch`.
    private let envelopes = Parser.parse("""
        class Envelope<Payload: Equatable, Reply> {
            let route: String
            init(route: String) { self.route = route }
        }
        struct Blank: Equatable {}
        class Fetch<Reply>: Envelope<Blank, Reply> {}
        class Batch<Item>: Envelope<Blank, [Item]> {}
        class Renamed<R>: Envelope<Blank, R> {}
        class Strict<Reply: Codable>: Envelope<Blank, Reply> {}
        class Deeper<Item>: Batch<Item> {}
        final class Deepest<Item>: Deeper<Item> {}
        class Restacked<T>: Batch<T> {}
        final class Ping: Fetch<String> {}
        final class Bundle: Batch<Int> {}
        """, path: "Models/App.swift")

    /// A generic class that passes its parameters on under their own names is the same type
    /// in the root's extension, which builds it; one that renames or wraps them is not, and is
    /// only passed through to the classes below it.
    @Test func aGenericSubclassIsNamedWhereItPassesItsParametersThrough() {
        let plan = Resolver(testableImports: ["App"]).resolve([envelopes])
        let index = { (name: String) in plan.types.firstIndex { $0.name == "App.\(name)" }! }
        #expect(plan.types[index("Fetch")].passesParametersToSuperclass)
        #expect(!plan.types[index("Batch")].passesParametersToSuperclass)
        #expect(!plan.types[index("Renamed")].passesParametersToSuperclass)
        #expect(!plan.types[index("Strict")].passesParametersToSuperclass)
        let named = ClassHierarchy(plan: plan).descendants(of: index("Envelope"))
        #expect(named == [index("Fetch"), index("Ping"), index("Bundle")].sorted())
    }

    /// A generic subclass the root cannot name builds itself, in an extension of its own that
    /// the root's `provide()` asks; one below such a class would declare the conformance again,
    /// which Swift refuses, so that extension builds it too where it can spell it, and it is
    /// left out where it cannot (a renamed parameter).
    @Test func aGenericSubclassTheRootCannotNameBuildsItself() throws {
        let plan = Resolver(testableImports: ["App"]).resolve([envelopes])
        let index = { (name: String) in plan.types.firstIndex { $0.name == "App.\(name)" }! }
        let hierarchy = ClassHierarchy(plan: plan)
        #expect(hierarchy.selfProviding == [index("Batch"), index("Renamed"), index("Strict")])
        #expect(hierarchy.askingSubclasses == [index("Envelope")])
        let output = try #require(Renderer().render(plan, files: [envelopes]).code)
        #expect(output.contains("nonisolated extension App.Batch: ProvidableSubclass {"))
        #expect(output.contains("App.Renamed<R>(route: Factory<String>.provide())"))
        #expect(!output.contains("extension App.Deeper: ProvidableSubclass"))
        #expect(hierarchy.descendants(of: index("Batch")) == [index("Deeper"), index("Deepest")].sorted())
        #expect(output.contains("        if Self.self == App.Deepest<Item>.self {\n            return App.Deepest<Item>(route: Factory<String>.provide())\n        }"))
        #expect(output.contains("        return App.Batch<Item>(route: Factory<String>.provide())"))
        #expect(!output.contains("App.Restacked<"))
        #expect(output.components(separatedBy: "as? any ProvidableSubclass.Type").count == 2)
    }

    /// A generic class that neither the root nor a self-providing class above it can spell
    /// inherits a conformance that stops on it: the file lists it with the types it does not
    /// build, where that conformance's message points.
    @Test func aGenericClassNoConformanceNamesIsListedAsNotBuilt() throws {
        let plan = Resolver(testableImports: ["App"]).resolve([envelopes])
        let index = { (name: String) in plan.types.firstIndex { $0.name == "App.\(name)" }! }
        let unbuilt = ClassHierarchy(plan: plan).unbuilt(in: plan)
        #expect(unbuilt.map(\.index) == [index("Restacked")])
        #expect(unbuilt.map(\.inherits) == [index("Batch")])
        let output = try #require(Renderer().render(plan, files: [envelopes]).code)
        #expect(output.contains("// - Restacked (App.swift:12): inherits the conformance of 'Batch', whose provide() cannot name it"))
    }

    @Test func conditionsExcludeTheirNegationsOnly() {
        #expect(ConditionalCompilation.excludes("os(Linux)", "!(os(Linux))"))
        #expect(ConditionalCompilation.excludes("!canImport(ObjectiveC)", "canImport(ObjectiveC)"))
        #expect(!ConditionalCompilation.excludes("os(Linux)", nil))
        #expect(!ConditionalCompilation.excludes("os(Linux)", "os(Linux)"))
        // `!` binds tighter than `||`: `!A || B` is not the negation of `A || B`.
        #expect(!ConditionalCompilation.excludes("!A || B", "A || B"))
        #expect(ConditionalCompilation.excludes("!(A || B)", "A || B"))
    }
}
