import Testing
@testable import FactoryGenCore

/// Types nested in an extension of a standard type (`extension Double { enum Granularity … }`,
/// Pocket Casts' `Double.TimeFormatUnit`) get code and are named through the standard type,
/// which stays Swift's wherever it is written alone.
@Suite struct StandardTypeHolderTests {
    private func plan(_ source: String, context: String? = nil) -> GenerationPlan {
        Resolver(testableImports: ["App"]).resolve(
            [Parser.parse(source, path: "Models/App.swift")],
            context: context.map { [Parser.parse($0, path: "Tests/Helpers.swift")] } ?? []
        )
    }

    @Test func aTypeNestedInAnExtensionOfAStandardTypeIsGeneratedAndNamedThroughIt() {
        let plan = plan("""
            extension Double {
                public enum Granularity: Sendable { case week, day }
                struct Window { var span: Granularity; var length: Double }
            }
            struct Reminder { var lead: Double; var unit: Double.Granularity; var window: Swift.Double.Window }
            """)
        #expect(plan.diagnostics.isEmpty)
        #expect(plan.types.map(\.name) == ["Double.Granularity", "Double.Window", "App.Reminder"])
        #expect(plan.type("Double.Granularity")?.prisms.map(\.name) == ["_week", "_day"])
        #expect(plan.type("Double.Window")?.providable?.expression
            == "Self(span: Factory<Double.Granularity>.provide(), length: Factory<Double>.provide())")
        #expect(plan.type("App.Reminder")?.providable?.expression
            == "Self(lead: Factory<Double>.provide(), unit: Factory<Double.Granularity>.provide(), window: Factory<Double.Window>.provide())")
    }

    @Test func anAliasOfTheStandardTypeExtendsTheSameType() {
        let plan = plan("""
            typealias Caption = String
            extension Caption { enum Tone { case plain } }
            extension TimeInterval { enum Span { case hour } }
            extension Swift.Int { struct Probe { var hits: Int } }
            extension Double.Span: CaseIterable {}
            struct Card { var tone: String.Tone; var again: Caption.Tone; var span: Double.Span; var probe: Int.Probe; var index: String.Index? }
            """)
        #expect(plan.diagnostics.isEmpty)
        #expect(plan.types.map(\.name) == ["App.Card", "Double.Span", "Int.Probe", "String.Tone"])
        #expect(plan.type("App.Card")?.lenses.map(\.type) == ["String.Tone", "String.Tone", "Double.Span", "Int.Probe", "String.Index?"])
    }

    @Test func aStandardTypeShadowedByATypeOfTheInputsIsQualifiedWithItsModule() {
        let plan = plan("""
            extension Swift.Double { enum Unit { case day } }
            enum Meter { struct Double { var raw: Int } }
            struct Log { var unit: Swift.Double.Unit }
            """)
        #expect(plan.types.map(\.name).contains("Swift.Double.Unit"))
        #expect(plan.type("App.Log")?.lenses.map(\.type) == ["Swift.Double.Unit"])
    }

    @Test func itsAccessAndConditionAreTheExtensions() {
        let plan = plan("""
            extension Double {
                private struct Scratch { var note: String }
            }
            #if DEBUG
            extension Int { struct Probe { var hits: Int } }
            #endif
            """)
        #expect(plan.type("Double.Scratch") == nil)
        #expect(plan.type("Int.Probe")?.condition == "DEBUG")
    }

    @Test func theTestTargetsOwnAreSeenButGetNoCode() {
        let plan = plan("struct Card { var tone: String.Tone }", context: """
            import FactoryRuntime
            extension String { enum Tone: Providable { case plain; static func provide() -> Self { .plain } } }
            """)
        #expect(plan.types.map(\.name) == ["App.Card"])
        #expect(plan.type("App.Card")?.lenses.map(\.type) == ["String.Tone"])
    }

    @Test func aGenericStandardTypesNestedTypesKeepTheNote() {
        let plan = plan("""
            extension Array where Element == Int { struct Tally { var total: Int } }
            """)
        #expect(plan.types.isEmpty)
        #expect(plan.diagnostics.map(\.message) == [
            "no code for 'Tally' in 'extension Array': 'Array' is a generic standard type, whose nested types factorygen does not follow; "
                + "write `extension Array.Tally: Providable` in your test target",
        ])
    }
}
