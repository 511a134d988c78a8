import Testing
@testable import FactoryGenCore

/// A `CodingKeys` enum gets code only when a construction needs it.
@Suite struct CodingKeysOmissionTests {
    @Test func aTypesCodingKeysGetNoCode() {
        let plan = resolvePlan("""
            struct Book: Codable {
                let title: String
                private enum CodingKeys: String, CodingKey { case title = "book_title" }
            }
            struct Shelf: Codable {
                let books: [Book]
                enum CodingKeys: String, Swift.CodingKey { case books }
            }
            """)
        #expect(plan.types.map(\.name) == ["App.Book", "App.Shelf"])
        // A private one is not reported as skipped either: it would have got no code anyway.
        #expect(plan.skipped.isEmpty)
        #expect(plan.diagnostics.isEmpty)
    }

    @Test func oneAFieldHoldsIsKept() {
        let plan = resolvePlan("""
            struct Book: Codable {
                let title: String
                enum CodingKeys: String, CodingKey { case title }
            }
            struct SortOrder {
                let key: Book.CodingKeys
                let descending: Bool
            }
            struct Failure {
                let keys: [any CodingKey]
            }
            """)
        #expect(plan.type("App.Book.CodingKeys")?.providable?.expression == ".title")
        #expect(plan.type("App.Book.CodingKeys")?.prisms.map(\.name) == ["_title"])
        #expect(plan.type("App.SortOrder")?.providable?.expression
            == "Self(key: Factory<App.Book.CodingKeys>.provide(), descending: Factory<Bool>.provide())")
        #expect(plan.diagnostics.isEmpty)
    }

    /// An enum named so that is not a coding key, or not nested, is a model like any other.
    @Test func anotherEnumNamedCodingKeysIsAModel() {
        let plan = resolvePlan("""
            enum CodingKeys: String { case one }
            struct Form {
                let title: String
                enum CodingKeys { case draft, sent }
            }
            """)
        #expect(plan.types.map(\.name) == ["App.CodingKeys", "App.Form", "App.Form.CodingKeys"])
    }
}
