import Testing
@testable import FactoryGenCore

/// How a name is written where another declaration of the inputs shadows it: qualified with its
/// module (`App.User`), or through the module selector (`App::User`) where a type or member
/// has the module's name.
@Suite struct ModuleQualificationTests {
    @Test func moduleQualifiedNamesResolve() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "User", line: 1, properties: [Syntax.property("name", "Swift.String", line: 2)]),
            Syntax.declaration(.struct, "Team", line: 3, properties: [
                Syntax.property("lead", "App.User", line: 4),
                Syntax.property("founded", "Foundation.Date", line: 5),
            ]),
        ], testableImports: ["App"])
        #expect(plan.diagnostics.isEmpty)
        #expect(plan.type("App.Team")?.providable?.expression == "Self(lead: Factory<App.User>.provide(), founded: Factory<Date>.provide())")
    }

    /// postgres-nio's `_ConnectionPoolModule` is built from `Sources/ConnectionPoolModule`: no
    /// folder of its files is named like it, so only `--module-folder` (which the plugin passes
    /// for every model target) tells that they are its. Left bare, its internal `NIOLock` was
    /// ambiguous with NIOConcurrencyHelpers' public one in the generated file.
    @Test func aTargetInAFolderNotNamedLikeItIsQualifiedThroughItsModuleFolder() {
        let pool = Parser.parse("struct Lock { init() {} }\nstruct Pool { var lock: Lock }", path: "/p/Sources/Pool/Lock.swift")
        let client = Parser.parse("import Locks\nstruct Client { var name: String }", path: "/p/Sources/App/Client.swift")
        let folders = [ModuleFolder(module: "_Pool", folder: "/p/Sources/Pool"), ModuleFolder(module: "App", folder: "/p/Sources/App")]
        let plan = Resolver(testableImports: ["_Pool", "App"], moduleFolders: folders).resolve([pool, client])
        #expect(plan.type("_Pool.Pool")?.providable?.expression == "Self(lock: Factory<_Pool.Lock>.provide())")
        #expect(plan.type("App.Client") != nil)
        // A folder inside another module's folder is its own module's: the innermost wins.
        let nested = ModuleAssignment(testableImports: ["A", "B"], imports: [], folders: [
            ModuleFolder(module: "A", folder: "/p/Sources"), ModuleFolder(module: "B", folder: "/p/Sources/Inner/"),
        ])
        #expect(nested.modules(of: ["/p/Sources/x.swift", "/p/Sources/Inner/y.swift", "/p/SourcesX/z.swift"])
            == ["/p/Sources/x.swift": "A", "/p/Sources/Inner/y.swift": "B"])
    }

    @Test func aShadowedNameIsQualifiedWithItsModule() {
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Record", line: 1, properties: [
                Syntax.property("created", "Foundation.Date", line: 2),
                Syntax.property("owner", "Owner", line: 3),
            ], nested: [
                Syntax.declaration(.struct, "Date", line: 4, scope: ["Record"]),
                Syntax.declaration(.struct, "Owner", line: 5, scope: ["Record"]),
            ]),
            Syntax.declaration(.struct, "Owner", line: 7),
            Syntax.declaration(.struct, "Audit", line: 8, properties: [Syntax.property("owner", "Owner", line: 9)], nested: [
                Syntax.declaration(.struct, "Owner", line: 10, scope: ["Audit"]),
            ]),
            Syntax.declaration(.struct, "Log", line: 12, properties: [Syntax.property("owner", "App.Owner", line: 13)], nested: [
                Syntax.declaration(.struct, "Owner", line: 14, scope: ["Log"]),
            ]),
        ], testableImports: ["App"])
        // Model types carry their module; `Date` is Foundation's, shadowed by `Record.Date`.
        #expect(plan.type("App.Record")?.providable?.expression
            == "Self(created: Factory<Foundation.Date>.provide(), owner: Factory<App.Record.Owner>.provide())")
        #expect(plan.type("App.Audit")?.providable?.expression == "Self(owner: Factory<App.Audit.Owner>.provide())")
        // The top-level `Owner` written inside `Log`, which has its own `Owner`.
        #expect(plan.type("App.Log")?.providable?.expression == "Self(owner: Factory<App.Owner>.provide())")
    }

    @Test func aNestedStandardTypeIsQualifiedWhereItsOuterTypeIsShadowed() {
        // `Substring.Index` is `String.Index`, which inside `Cursor` would mean a member of
        // `Cursor.String`.
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Cursor", line: 1, properties: [
                Syntax.property("start", "Substring.Index?", line: 2, isLet: false),
            ], nested: [Syntax.declaration(.struct, "String", line: 3, scope: ["Cursor"])]),
            Syntax.declaration(.struct, "Span", line: 5, properties: [Syntax.property("start", "Substring.Index?", line: 6, isLet: false)]),
        ], testableImports: ["App"])
        #expect(plan.type("App.Cursor")?.lenses.map(\.type) == ["Swift.String.Index?"])
        #expect(plan.type("App.Span")?.lenses.map(\.type) == ["String.Index?"])
    }

    @Test func aModelTypeIsQualifiedWithItsModule() {
        // With Foundation imported too, a bare `Date` would be ambiguous in the test module, and
        // so would any name Foundation declares: every model type carries its module.
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Date", line: 1, properties: [Syntax.property("day", "Int", line: 2)]),
            Syntax.declaration(.struct, "Booking", line: 3, properties: [
                Syntax.property("day", "Date", line: 4), Syntax.property("created", "Foundation.Date", line: 5),
            ]),
        ], testableImports: ["App"])
        #expect(plan.types.map(\.name) == ["App.Booking", "App.Date"])
        #expect(plan.type("App.Date")?.selfType == "App.Date")
        #expect(plan.type("App.Date")?.providable?.expression == "Self(day: Factory<Int>.provide())")
        #expect(plan.type("App.Booking")?.providable?.expression
            == "Self(day: Factory<App.Date>.provide(), created: Factory<Foundation.Date>.provide())")
        #expect(plan.type("App.Booking")?.lenses.map(\.type) == ["App.Date", "Foundation.Date"])
    }

    @Test func aModuleWithATypeOfItsNameIsReachedThroughTheModuleSelector() {
        // `Ledger.Entry` would mean a member of the struct `Ledger`.
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Ledger", line: 1, properties: [Syntax.property("owner", "String", line: 2)]),
            Syntax.declaration(.struct, "Entry", line: 3, properties: [Syntax.property("ledger", "Ledger", line: 4)]),
        ], testableImports: ["Ledger"])
        #expect(plan.types.map(\.name) == ["Ledger::Entry", "Ledger::Ledger"])
        #expect(plan.type("Ledger::Entry")?.providable?.expression == "Self(ledger: Factory<Ledger::Ledger>.provide())")
    }

    @Test func aTypeWithAMemberNamedLikeTheModuleSpellsItselfWithTheModuleSelector() {
        // Inside `extension Shop.Badge`, `Shop` means the member `Badge.Shop`: `Shop.Badge`
        // would look for `Badge` in it (a struct calls its initializers on `Self`; a lens's
        // `Whole` or a class's callee spells it). The `extension` line is outside `Badge` and keeps the dot.
        let plan = resolvePlan([
            Syntax.declaration(.struct, "Badge", line: 1, properties: [Syntax.property("shop", "Shop", line: 2, isLet: true)], nested: [
                Syntax.declaration(.struct, "Shop", line: 3, scope: ["Badge"], properties: [Syntax.property("label", "String", line: 4)]),
            ]),
            Syntax.declaration(.struct, "Pin", line: 6, properties: [Syntax.property("badge", "Badge", line: 7)]),
        ], testableImports: ["Shop"])
        let badge = plan.type("Shop.Badge")
        #expect(badge?.selfType == "Shop::Badge")
        #expect(badge?.providable?.expression == "Self(shop: Factory<Shop::Badge.Shop>.provide())")
        #expect(badge?.lenses.map(\.rebuildExpression) == ["Self(shop: newValue)"])
        // Neither `Badge.Shop` nor `Pin` declares a `Shop`: the dot reaches the module there.
        #expect(plan.type("Shop.Badge.Shop")?.selfType == "Shop.Badge.Shop")
        #expect(plan.type("Shop.Pin")?.providable?.expression == "Self(badge: Factory<Shop.Badge>.provide())")
    }
}
