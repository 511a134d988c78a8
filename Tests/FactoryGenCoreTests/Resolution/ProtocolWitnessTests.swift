import Testing
@testable import FactoryGenCore

@Suite struct ProtocolWitnessTests {
    private func files() -> [SourceFile] {
        [
            SourceFile(path: "Services/Live.swift", types: [
                Syntax.declaration(.class, "LiveUserService", line: 1, inherits: ["UserServiceProtocol"], modifiers: ["final"], file: "Services/Live.swift"),
            ]),
            SourceFile(path: "Services/Contracts.swift", types: [
                Syntax.declaration(.protocol, "UserServiceProtocol", line: 1, file: "Services/Contracts.swift"),
                Syntax.declaration(.protocol, "Cache", line: 2, inherits: ["Storage"], file: "Services/Contracts.swift"),
                Syntax.declaration(.protocol, "Storage", line: 3, file: "Services/Contracts.swift"),
                Syntax.declaration(.protocol, "Tracker", line: 4, file: "Services/Contracts.swift"),
                Syntax.declaration(.enum, "StubUserService", line: 5, file: "Services/Contracts.swift", cases: [
                    Syntax.enumCase("ok", line: 6, file: "Services/Contracts.swift"),
                ]),
                Syntax.declaration(.struct, "MemoryCache", line: 7, inherits: ["Cache"], file: "Services/Contracts.swift"),
            ], extensions: [
                Syntax.extensionOf("StubUserService", line: 9, inherits: ["UserServiceProtocol"], file: "Services/Contracts.swift"),
            ]),
            SourceFile(path: "HomeViewState.swift", types: [
                Syntax.declaration(.class, "HomeViewState", line: 1, modifiers: ["final"], file: "HomeViewState.swift", properties: [
                    Syntax.property("service", "UserServiceProtocol", line: 2, file: "HomeViewState.swift"),
                    Syntax.property("storage", "any Storage", line: 3, file: "HomeViewState.swift"),
                    Syntax.property("optionalService", "(any UserServiceProtocol)?", line: 4, file: "HomeViewState.swift"),
                ], initializers: [
                    Syntax.initializer([
                        Syntax.parameter("service", "UserServiceProtocol"), Syntax.parameter("storage", "any Storage"),
                        Syntax.parameter("optionalService", "(any UserServiceProtocol)?"),
                    ], line: 5, file: "HomeViewState.swift"),
                ]),
                Syntax.declaration(.struct, "Analytics", line: 8, file: "HomeViewState.swift", properties: [
                    Syntax.property("tracker", "Tracker", line: 9, file: "HomeViewState.swift"),
                ]),
            ]),
        ]
    }

    @Test func protocolTypedFieldsGetTheFirstConformerInInputOrder() {
        let plan = Resolver().resolve(files())
        // `Services/Contracts.swift` sorts before `Services/Live.swift`; `StubUserService`
        // conforms in an extension, `MemoryCache` through `Cache: Storage`.
        // An optional of a protocol type holds the conformer too.
        #expect(plan.type("HomeViewState")?.providable?.expression
            == "HomeViewState(service: Factory<StubUserService>.provide(), storage: Factory<MemoryCache>.provide(), "
                + "optionalService: Factory<StubUserService>.provide())")
        // Three lenses rebuild it: they share one helper, which spells out every field once.
        #expect(plan.type("HomeViewState")?.lenses.map(\.rebuildExpression) == [
            #"_factoryRebuild(\.service).set(newValue, whole)"#,
            #"_factoryRebuild(\.storage).set(newValue, whole)"#,
            #"_factoryRebuild(\.optionalService).set(newValue, whole)"#,
        ])
        #expect(plan.type("HomeViewState")?.rebuild == RebuildPlan(name: "_factoryRebuild", callee: "HomeViewState", fields: [
            RebuildPlan.Field(label: "service", key: "service", name: "service", type: "any UserServiceProtocol"),
            RebuildPlan.Field(label: "storage", key: "storage", name: "storage", type: "any Storage"),
            RebuildPlan.Field(label: "optionalService", key: "optionalService", name: "optionalService", type: "(any UserServiceProtocol)?"),
        ]))
        #expect(plan.type("HomeViewState")?.lenses.map(\.type) == ["any UserServiceProtocol", "any Storage", "(any UserServiceProtocol)?"])
        #expect(plan.types.contains { $0.kind == .protocol } == false)
    }

    @Test func aProtocolWithoutConformerIsAnError() {
        let plan = Resolver().resolve(files())
        #expect(plan.type("Analytics") == nil)
        #expect(plan.diagnostics == [
            .warning("cannot provide 'Analytics.tracker': no providable type in the input files conforms to 'any Tracker'; add a conforming type's file to includes, or write `extension Analytics: Providable` in your test target",
                   at: Syntax.at(9, 9, file: "HomeViewState.swift")),
        ])
    }

    /// A clause that names its protocol through the module, or in a composition, conforms as
    /// a plain name does; most clauses name standard protocols, which are not looked up.
    @Test func qualifiedAndComposedClausesConform() {
        let file = SourceFile(path: "Models.swift", types: [
            Syntax.declaration(.protocol, "Named", line: 1),
            Syntax.declaration(.struct, "Qualified", line: 2, inherits: ["Shop.Named", "Equatable"]),
            Syntax.declaration(.struct, "Composed", line: 3, inherits: ["Named & Sendable"]),
            Syntax.declaration(.struct, "Standard", line: 4, inherits: ["Codable", "Hashable"]),
        ])
        let table = SymbolTable(files: [file], userModules: ["Shop"])
        let witnesses = ProtocolWitnesses(table: table, lookup: NameLookup(table: table))
        #expect(witnesses.conformers(of: [TypeID(index: 0)]).map { table[$0].name } == ["Qualified", "Composed"])
    }

    /// A protocol whose only conformer is generic is held by that conformer when each of its
    /// parameters is phantom and unconstrained (`Never` in their place); one that builds its
    /// parameter, constrains it, or conforms only in a constrained extension is not one.
    @Test func aGenericConformerWhoseParametersArePhantomStandsForItsProtocol() {
        let file = Parser.parse("""
            protocol Badge {}
            struct Ribbon<Occasion>: Badge { var color: String }
            struct Pin { let badge: any Badge }

            protocol Trophy {}
            struct Cup<Winner>: Trophy { var winner: Winner }
            struct Plinth<Sport: Hashable>: Trophy { var height: Int }
            struct Medal<Event> { var weight: Int }
            extension Medal: Trophy where Event == Int {}
            struct Shelf { let trophy: Trophy }

            protocol Patch {}
            struct Stripe<Unit>: Patch { var width: Int }
            struct Chevron: Patch {}
            struct Sleeve { let patch: any Patch }
            """, path: "Awards.swift")
        let plan = Resolver(testableImports: ["App"]).resolve([file])
        #expect(plan.type("App.Pin")?.providable?.expression == "Self(badge: Factory<App.Ribbon<Never>>.provide())")
        #expect(plan.type("App.Shelf") == nil, "a built, a constrained and a conditional conformer")
        #expect(plan.type("App.Sleeve")?.providable?.expression == "Self(patch: Factory<App.Chevron>.provide())",
                "a concrete conformer first")
    }
}
