import Testing
@testable import FactoryGenCore

@Suite struct ClassHierarchyTests {
    private func made(_ name: String) -> ProvidablePlan {
        ProvidablePlan(callee: name, arguments: [], hasParentheses: true, expression: "\(name)()", origin: "init() at Rooms.swift")
    }

    private func plan(_ name: String, line: Int, condition: String? = nil, superclass: String? = nil) -> TypePlan {
        var plan = TypePlan(
            name: name, kind: .class, selfType: name, condition: condition,
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
