import Testing
@testable import FactoryGenCore

/// Two modules that declare the same top-level names (an `enum API` namespace each, filled in
/// extensions, and a `struct Kind` each), as versioned libraries do: a bare name in a file of
/// one module means that module's declaration, and its extensions attach to its own namespace.
@Suite struct SharedModuleNamesTests {
    private let files = [
        Parser.parse("public struct Stamp { public var value: Int }", path: "Sources/Core/Stamp.swift"),
        Parser.parse("""
            public enum API {}
            public struct Kind { public var label: String }
            extension API {
                public struct Part { public var kind: Kind; public var stamp: Stamp }
            }
            """, path: "Sources/V1/API.swift"),
        Parser.parse("""
            public enum API {}
            public struct Kind { public var code: Int }
            public typealias Piece = API.Part
            public struct Sheet { public var part: API.Part; public var piece: Piece; public var legacy: V1.Kind }
            """, path: "Sources/V2/API.swift"),
        Parser.parse("""
            extension API {
                public struct Part { public var kind: Kind; public var place: Place }
                public struct Place { public var line: Int }
            }
            """, path: "Sources/V2/API+Part.swift"),
    ]

    @Test func eachModuleMeansItsOwnDeclarations() {
        let plan = Resolver(testableImports: ["Core", "V1", "V2"]).resolve(files)
        #expect(plan.type("V1.API.Part")?.providable?.expression
            == "Self(kind: Factory<V1.Kind>.provide(), stamp: Factory<Core.Stamp>.provide())")
        #expect(plan.type("V2.API.Part")?.providable?.expression
            == "Self(kind: Factory<V2.Kind>.provide(), place: Factory<V2.API.Place>.provide())")
        #expect(plan.type("V2.API.Part")?.lenses.map(\.type) == ["V2.Kind", "V2.API.Place"])
        #expect(plan.type("V2.API.Place")?.providable?.expression == "Self(line: Factory<Int>.provide())")
    }

    /// A path, a typealias and a module-qualified name from the second module's files.
    @Test func pathsAliasesAndModuleNamesReachTheRightModule() {
        let plan = Resolver(testableImports: ["Core", "V1", "V2"]).resolve(files)
        #expect(plan.type("V2.Sheet")?.lenses.map(\.type) == ["V2.API.Part", "V2.API.Part", "V1.Kind"])
        #expect(plan.diagnostics.isEmpty)
    }

    /// The file order does not decide: the second module first gives each module the same types.
    @Test func theFirstModuleReadDoesNotCaptureTheOthersNames() {
        let plan = Resolver(testableImports: ["Core", "V1", "V2"]).resolve(Array(files.reversed()))
        #expect(plan.type("V1.API.Part")?.lenses.map(\.type) == ["V1.Kind", "Core.Stamp"])
        #expect(plan.type("V2.API.Part")?.lenses.map(\.type) == ["V2.Kind", "V2.API.Place"])
    }

    /// A type one module nests in another's: its path starts at the outer type's module, which
    /// is where a qualified lookup finds the outer type.
    @Test func aTypeNestedInAnotherModulesTypeIsQualifiedByThatModule() {
        let extra = Parser.parse("""
            extension Stamp {
                public struct Ink { public var color: Int; public var stamp: Stamp }
            }
            """, path: "Sources/V1/Stamp+Ink.swift")
        let plan = Resolver(testableImports: ["Core", "V1", "V2"]).resolve(files + [extra])
        let ink = plan.types.first { $0.location.file == "Sources/V1/Stamp+Ink.swift" }
        #expect(ink?.name == "Core.Stamp.Ink")
        #expect(ink?.module == "V1")
        #expect(ink?.providable?.expression == "Self(color: Factory<Int>.provide(), stamp: Factory<Core.Stamp>.provide())")
    }

    /// A third module's file means the declaration of the one module it imports, not the one
    /// read first (`V1`'s, for a file that imports `V2` alone); one that imports both leaves it
    /// to the first, as before (the models would not compile with it bare).
    @Test func aThirdModuleMeansTheDeclarationOfTheModuleItsFileImports() {
        let reader = Parser.parse("""
            import V2
            public struct Reading { public var kind: Kind; public var part: API.Part }
            """, path: "Sources/Reader/Reading.swift")
        let plan = Resolver(testableImports: ["Core", "V1", "V2", "Reader"]).resolve(files + [reader])
        #expect(plan.type("Reader.Reading")?.lenses.map(\.type) == ["V2.Kind", "V2.API.Part"])
    }
}
