import Testing
@testable import FactoryGenCore

/// `any CodingKey` is FactoryRuntime's `ProvidedCodingKey()`, as `any Error` is its
/// `ProvidedError()`: no standard type the test module can name conforms.
@Suite struct CodingKeyExistentialTests {
    @Test func aCodingKeyFieldGetsTheProvidedKey() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            enum SortOrder {
                case ascending(CodingKey)
                case descending(any CodingKey)
            }
            struct Query {
                var pivot: any CodingKey
                var path: [CodingKey]
                var tieBreaker: CodingKey?
            }
            """, path: "Models/App.swift")])
        #expect(plan.skipped.isEmpty)
        #expect(plan.type("App.SortOrder")?.providable?.expression == ".ascending(ProvidedCodingKey())")
        #expect(plan.type("App.Query")?.providable?.expression == "Self(pivot: ProvidedCodingKey(), path: [])")
    }
}
