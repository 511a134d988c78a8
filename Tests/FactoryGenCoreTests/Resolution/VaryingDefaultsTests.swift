import Testing
@testable import FactoryGenCore

@Suite struct VaryingDefaultsTests {
    @Test func aDefaultThatCallsUUIDOrDateInsideIt() {
        #expect(VaryingDefaults.callsVaryingInitializer("[Row(count: 1, id: UUID())]"))
        #expect(VaryingDefaults.callsVaryingInitializer("Stamp(at: Foundation.Date())"))
        #expect(VaryingDefaults.callsVaryingInitializer("Date()"))
        #expect(!VaryingDefaults.callsVaryingInitializer("[Row(id: MyUUID())]"))
        #expect(!VaryingDefaults.callsVaryingInitializer("Date(timeIntervalSince1970: 0)"))
        #expect(!VaryingDefaults.callsVaryingInitializer("UUID"))
    }

    @Test func suchADefaultIsPassedItsProvidedValueWhenItCanBe() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            import Foundation
            struct Row { var count: Int; let id: UUID }
            struct Screen {
                var rows: [Row] = [Row(count: 1, id: UUID())]
                var title = "Rows"
                var handle = Handle.make(UUID())
                var lastHandle: Handle? = Handle.make(UUID())
            }
            struct Handle { private init() {}; static func make(_ id: UUID) -> Handle { Handle() } }
            """, path: "Models/App.swift")])
        // `handle` does not write its type out, so it keeps its default.
        #expect(plan.type("App.Screen")?.providable?.expression == "Self(rows: Factory<[App.Row]>.provide(), lastHandle: Factory<App.Handle?>.provide())")
    }

    /// An identifier or a timestamp read off a new one, its type not written: typed from the
    /// read, so that it is passed a provided value as `UUID()` itself is, and gets a lens.
    @Test func aReadOfANewIdentifierOrTheTimeIsTypedAndPassed() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            import Foundation
            struct Choice: Identifiable {
                var id = UUID().uuidString
                var createdAt = Date.now
                var seconds = Date().timeIntervalSince1970
                let title: String
            }
            """, path: "Models/App.swift")])
        #expect(plan.type("App.Choice")?.providable?.expression
            == "Self(id: Factory<String>.provide(), createdAt: Factory<Date>.provide(), seconds: Factory<Double>.provide(), title: Factory<String>.provide())")
        #expect(plan.type("App.Choice")?.lenses.map(\.type) == ["String", "Date", "Double", "String"])
    }

    /// The inputs' own `UUID` has members factorygen does not know.
    @Test func aUUIDOfTheInputsIsNotTyped() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            struct UUID { var uuidString: Int { 0 } }
            struct Choice { var id = UUID().uuidString; let title: String }
            """, path: "Models/App.swift")])
        #expect(plan.type("App.Choice")?.providable?.expression == "Self(title: Factory<String>.provide())")
    }

    @Test func whenThePassedValueCannotBeProvidedTheDefaultStays() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            import Foundation
            struct Row { let id: UUID; let stamp: Stamp }
            struct Stamp { private init() {} }
            struct Board {
                var first = Row(id: UUID(), stamp: .now)
                var title: String
            }
            struct Shelf {
                var rows: [Row] = [Row(id: UUID(), stamp: .now)]
            }
            """, path: "Models/App.swift")])
        // `Row` looks providable while the facts are made, and turns out to need `Stamp`.
        #expect(plan.type("App.Board")?.providable?.expression == "Self(title: Factory<String>.provide())")
        // A list falls back to empty, which is the same at every call too.
        #expect(plan.type("App.Shelf")?.providable?.expression == "Self(rows: [])")
    }

    /// A `var` the chosen initializer does not take is set after the call; a `let` cannot be,
    /// and gets a note instead (its laws would fail, so it is not in a fixture).
    @Test func aVaryingLetGetsANoteAndAVaryingVarIsSet() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            import Foundation
            struct Slip {
                let printed = Date()
                var id = UUID()
                var total: Int
                init(total: Int) { self.total = total }
            }
            """, path: "Models/App.swift")])
        #expect(plan.type("App.Slip")?.providable?.assignments.map(\.property) == ["id"])
        let notes = plan.diagnostics.filter { $0.message.hasPrefix("'Slip.printed' is set to 'Date()' by its declaration") }
        #expect(notes.map { $0.location?.line } == [3])
    }
}
