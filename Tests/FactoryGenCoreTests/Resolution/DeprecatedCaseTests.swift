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

/// An enum whose first case can only be built from a deprecated type starts with another case:
/// a `provide()` that builds a deprecated type is marked deprecated, and the extension's own
/// `variant(_:)` and `arbitrary(using:)` call it, which warned (App Store Connect's generated
/// `IncludedItem` enums). A deprecated enum keeps its order, since its extension is deprecated.
@Suite struct DeprecatedPayloadOrderTests {
    @Test func aCaseBuiltFromADeprecatedTypeComesLast() {
        let plan = Resolver(testableImports: ["App"]).resolve([Parser.parse("""
            @available(*, deprecated, message: "use Poster")
            struct Banner { var text: String }
            struct Poster { var title: String }
            enum FeedItem {
                case banner(Banner)
                case poster(Poster)
            }
            enum Legacy {
                case banner(Banner)
            }
            @available(*, deprecated)
            enum OldFeed {
                case banner(Banner)
                case poster(Poster)
            }
            """, path: "Models/App.swift")])
        let feed = plan.type("App.FeedItem")?.providable
        #expect(feed?.expression == ".poster(Factory<App.Poster>.provide())")
        #expect(feed?.mentionsDeprecated == false)
        // Only a deprecated case: built so, and marked.
        #expect(plan.type("App.Legacy")?.providable?.mentionsDeprecated == true)
        #expect(plan.type("App.OldFeed")?.providable?.expression == ".banner(Factory<App.Banner>.provide())")
    }
}
