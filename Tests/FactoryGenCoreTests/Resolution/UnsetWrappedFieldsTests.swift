import Testing
@testable import FactoryGenCore

/// The ORM fields (Fluent's `@Field`, a wrapper from outside the inputs that traps when read
/// unset) that the chosen initializer leaves empty: set after the call, or a warning.
@Suite struct UnsetWrappedFieldsTests {
    private func resolve(_ source: String) -> GenerationPlan {
        Resolver(testableImports: ["App"]).resolve([Parser.parse(source, path: "Models/App.swift")])
    }

    @Test func theFieldsTheInitializerLeavesAreSetAfterTheCall() {
        let plan = resolve("""
            import Foundation
            final class Member: Model {
                @ID(key: .id) var id: UUID?
                @Field(key: "name") var name: String
                @Field(key: "is_banned") var isBanned: Bool
                @OptionalField(key: "note") var note: String?
                @Field(key: "rank") var rank: Int
                init() {}
                init(id: UUID? = nil, name: String) {
                    self.id = id
                    self.name = name
                    rank = 1
                }
            }
            """)
        #expect(plan.type("App.Member")?.providable?.expression == "App.Member(name: Factory<String>.provide())")
        // `note` reads as nil unset, and the body sets `name` and `rank`.
        #expect(plan.type("App.Member")?.providable?.assignments == [
            ArgumentPlan(label: nil, value: "Factory<Bool>.provide()", property: "isBanned"),
        ])
        #expect(plan.diagnostics.isEmpty)
    }

    @Test func aFieldNoProvidedValueCanSetIsAWarning() {
        let plan = resolve("""
            final class Locker: Model {
                @Field(key: "label") var label: String
                @Field(key: "desk") var desk: Desk
                init() {}
                init(label: String, desk: Desk) {
                    self.label = label
                    self.desk = desk
                }
            }
            struct Desk { private init() {} }
            """)
        #expect(plan.type("App.Locker")?.providable?.expression == "App.Locker()")
        #expect(plan.type("App.Locker")?.providable?.assignments.map(\.property) == ["label"])
        let warnings = plan.diagnostics.filter { $0.message.contains("is left empty by init()") }
        #expect(warnings.map(\.severity) == [.warning])
        #expect(warnings.first?.location?.line == 3)
        let strict = Resolver(testableImports: ["App"], strict: true).resolve([Parser.parse("""
            final class Locker: Model {
                @Field(key: "desk") var desk: Desk
                init() {}
            }
            struct Desk { private init() {} }
            """, path: "Models/App.swift")])
        #expect(strict.diagnostics.contains { $0.severity == .error && $0.message.contains("'Locker.desk' is left empty by init()") })
    }

    /// A wrapper the inputs declare is known by its own code, not by Fluent's names.
    @Test func notForAWrapperOfTheInputs() {
        let plan = resolve("""
            @propertyWrapper final class Field<Value> {
                var value: Value?
                init(key: String) {}
                var wrappedValue: Value {
                    get { value! }
                    set { value = newValue }
                }
            }
            final class Row {
                @Field(key: "name") var name: String
                @Field(key: "rank") var rank: Int
                init(name: String) { self.name = name }
            }
            """)
        #expect(plan.type("App.Row")?.providable?.expression == "App.Row(name: Factory<String>.provide())")
        #expect(plan.type("App.Row")?.providable?.assignments == [])
    }
}
