import Testing
@testable import FactoryGenCore

/// A struct whose initializers are private is made through a static function that returns it.
@Suite struct StaticFactoryChoiceTests {
    private func plan(_ source: String) -> GenerationPlan {
        Resolver(testableImports: ["App"]).resolve([Parser.parse(source, path: "Models/App.swift")])
    }

    @Test func aStaticFunctionReturningTheTypeBuildsIt() {
        let plan = plan("""
            struct Handle {
                private let raw: String
                private init(raw: String) { self.raw = raw }
                static func named(_ name: String, in scope: String = "") -> Handle { Handle(raw: scope + name) }
            }
            struct Badge {
                private init() {}
                static func make(level: Int) -> Self { Badge() }
            }
            extension Badge {
                static func gold() -> Badge { Badge() }
            }
            """)
        #expect(plan.type("App.Handle")?.providable?.expression == "Self.named(Factory<String>.provide())")
        #expect(plan.type("App.Handle")?.providable?.origin == "static func named(_:in:) at App.swift:4:12")
        #expect(plan.type("App.Badge")?.providable?.expression == "Self.make(level: Factory<Int>.provide())")
    }

    @Test func aStaticFunctionThatMayFailTrapOrIsNotTheTypesIsNotCalled() {
        let plan = plan("""
            struct Token {
                private init() {}
                static func checked(_ text: String) -> Token { precondition(!text.isEmpty); return Token() }
                static func parsed(_ text: String) throws -> Token { Token() }
                static func maybe() -> Token? { nil }
                static func later() async -> Token { Token() }
                static func any<T>(_ value: T) -> Token { Token() }
                static func other() -> Int { 0 }
                static func + (lhs: Token, rhs: Token) -> Token { lhs }
                private static func hidden() -> Token { Token() }
                @available(*, deprecated) static func old() -> Token { Token() }
                func copy() -> Token { self }
                #if DEBUG
                static func debug() -> Token { Token() }
                #endif
            }
            """)
        #expect(plan.type("App.Token") == nil)
        #expect(plan.skipped.map(\.name) == ["Token"])
    }
}
