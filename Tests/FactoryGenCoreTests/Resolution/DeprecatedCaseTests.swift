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

/// An enum deprecated as a whole with each of its cases (swift-docc's `TitleStyle`, renamed at
/// once) is built with its first case, and gets its prisms: its extensions are marked deprecated,
/// where a deprecated case warns no more. An unavailable case stays out even there.
@Suite struct DeprecatedEnumCaseTests {
    @Test func aDeprecatedEnumsDeprecatedCasesAreUsed() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            @available(*, deprecated, renamed: "Grade")
            enum Mark {
                @available(*, deprecated, renamed: "Grade.pass")
                case pass
                @available(*, unavailable)
                case void
                @available(*, deprecated)
                case fail(reason: String)
            }
            @available(*, deprecated)
            enum Stamp {
                @available(*, unavailable)
                case revoked
            }
            """, path: "Models/App.swift")])
        #expect(plan.type("App.Mark")?.providable?.expression == ".pass")
        #expect(plan.type("App.Mark")?.isDeprecated == true)
        #expect(plan.type("App.Mark")?.prisms.map(\.name) == ["_pass", "_fail"])
        #expect(plan.skipped.first { $0.name == "Stamp" }?.reason
            == "has only deprecated or unavailable cases (revoked), whose use would warn or fail in the generated file")
    }
}
