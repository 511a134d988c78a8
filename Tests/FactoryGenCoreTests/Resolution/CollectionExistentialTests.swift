import Testing
@testable import FactoryGenCore

/// `any Sequence<E>` and the other standard collection protocols with their element bound
/// take an array of `E`: its factory, or, for a generic element, the empty literal with the
/// array's type named.
@Suite struct CollectionExistentialTests {
    @Test func aBoundCollectionExistentialGetsAnArray() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            struct Queue {
                var upcoming: any Sequence<String>
                var ratings: (any Collection<Int>)?
            }
            struct Cursor<Mark: Hashable> {
                var marks: any RandomAccessCollection<Mark>
            }
            """, path: "Models/App.swift")])
        #expect(plan.skipped.isEmpty)
        #expect(plan.type("App.Queue")?.providable?.expression == "Self(upcoming: Factory<[String]>.provide())")
        #expect(plan.type("App.Cursor")?.providable?.expression == "Self(marks: [] as [Mark])")
        #expect(plan.type("App.Queue")?.lenses.map(\.type) == ["any Sequence<String>", "(any Collection<Int>)?"])
    }

    @Test func oneWithAMarkerOrWithoutItsElementIsNotBuilt() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            struct Feed {
                var items: any Sequence<String> & Sendable
            }
            """, path: "Models/App.swift")])
        #expect(plan.skipped.map(\.name) == ["Feed"])
    }
}
