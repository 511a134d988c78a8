import Testing
@testable import FactoryGenCore

/// An enum whose every case is deprecated or unavailable is skipped, and its reason says so
/// rather than blame `#if`; a type that holds a list of it is still built.
@Suite struct DeprecatedCaseTests {
    @Test func anEnumWithOnlyDeprecatedCasesIsSkippedForThat() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            enum Marker {
                @available(*, deprecated, message: "use the shelf's own flag")
                case pinned
            }
            enum Finish {
                @available(*, deprecated)
                case matte
                #if GLOSSY
                case gloss
                #endif
            }
            struct Shelf { var markers: [Marker] }
            """, path: "Models/App.swift")])
        #expect(plan.skipped.first { $0.name == "Marker" }?.reason
            == "has only deprecated or unavailable cases (pinned), whose use would warn or fail in the generated file")
        #expect(plan.skipped.first { $0.name == "Finish" }?.reason == "has cases only under `#if`, with none in `#else` to use otherwise")
        #expect(plan.type("App.Shelf")?.providable?.expression == "Self(markers: [])")
    }
}
