import Testing
@testable import FactoryGenCore

/// Names two imported modules declare (vapor/vapor's `ValidatedCertificateChain`, from
/// swift-nio-ssl and swift-certificates): the generated file imports both.
@Suite struct ForeignNameModulesTests {
    private let both = Parser.parse("""
        import Inks
        import Looms
        public struct Shelf { public var inner: Shelf.Slot }
        public func dye(_ woven: Looms.Ribbon) -> Inks.Ribbon { fatalError() }
        """, path: "Dyeing.swift")

    @Test func theParserKeepsTheNamesWrittenAfterAnImportedModule() {
        // `Shelf.Slot` is no module's: left out.
        #expect(both.moduleQualifiedNames == ["Looms.Ribbon", "Inks.Ribbon"])
    }

    @Test func aBareUseMeansTheCandidateItsOwnFileImports() {
        let inks = Parser.parse("""
            import Inks
            public enum Bow { case loose, tied(Ribbon?) }
            public struct Wrapping { public var spare: Ribbon?; public var layers: Int }
            """, path: "Wrapping.swift")
        let looms = Parser.parse("""
            import Looms
            public struct Spool { public var wound: Ribbon? }
            """, path: "Spools.swift")
        let neither = Parser.parse("""
            import Threads
            public struct Bobbin { public var wound: Ribbon? }
            """, path: "Bobbins.swift")
        let plan = Resolver(testableImports: ["App"]).resolve([both, inks, looms, neither])
        #expect(plan.type("App.Wrapping")?.lenses.map(\.type) == ["Inks.Ribbon?", "Int"])
        #expect(plan.type("App.Bow")?.prisms.map(\.payloadType) == ["Void", "Inks.Ribbon?"])
        #expect(plan.type("App.Spool")?.lenses.map(\.type) == ["Looms.Ribbon?"])
        // A file that imports neither candidate means a third module's.
        #expect(plan.type("App.Bobbin")?.lenses.map(\.type) == ["Ribbon?"])
    }

    @Test func aNameOneModuleQualifiesStaysBare() {
        let one = Parser.parse("""
            import Inks
            public func dye(_ colour: String) -> Inks.Ribbon { fatalError() }
            public struct Wrapping { public var spare: Ribbon? }
            """, path: "Wrapping.swift")
        let plan = Resolver(testableImports: ["App"]).resolve([one])
        #expect(plan.type("App.Wrapping")?.lenses.map(\.type) == ["Ribbon?"])
    }
}
