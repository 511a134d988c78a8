import Testing
@testable import FactoryGenCore

/// `defaults:` in `.factory.yml`: read by the configuration, matched to types by resolution.
@Suite struct ConfiguredDefaultsTests {
    /// The plan for `source` with the defaults of `yaml`.
    private func resolve(_ source: String, defaults yaml: String) throws -> GenerationPlan {
        let configuration = try parse("testables: App\ndefaults:\n" + yaml)
        let file = Parser.parse(source, path: "Models/App.swift")
        return Resolver(testableImports: ["App"], defaults: configuration.defaults).resolve([file])
    }

    @Test func readsExpressionsWithTheirKeysAndLines() throws {
        let configuration = try parse("""
            includes: Models
            defaults:
              User.name: '"Ihara"'
              User.age: 20
              Gym.Route.grade: "'5.12a'"
              LoadingState: .waiting
            """)
        #expect(configuration.defaults.map(\.key) == ["User.name", "User.age", "Gym.Route.grade", "LoadingState"])
        #expect(configuration.defaults.map(\.expression) == ["\"Ihara\"", "20", "'5.12a'", ".waiting"])
        #expect(configuration.defaults.map(\.location.line) == [3, 4, 5, 6])
        #expect(configuration.defaults.map(\.reference) == [".factory.yml:3", ".factory.yml:4", ".factory.yml:5", ".factory.yml:6"])
        #expect(configuration.request(sourceFiles: []).defaults == configuration.defaults)
    }

    @Test func reportsMalformedEntriesAtTheirLines() {
        #expect(problems("defaults: [User.name]") == [
            "Config/.factory.yml:1:11: error: 'defaults' must map 'Type.property' or 'Type' to a Swift expression, not a list",
        ])
        #expect(problems("defaults:\n  User.name:\n  User.age: [1, 2]\n  'User name': 1\n") == [
            "Config/.factory.yml:2:3: error: the default of 'User.name' must be a Swift expression, not nothing; quote a string literal: '\"text\"'",
            "Config/.factory.yml:3:13: error: the default of 'User.age' must be a Swift expression, not a list; quote a string literal: '\"text\"'",
            "Config/.factory.yml:4:3: error: each key of 'defaults' must be 'Type.property' or 'Type', such as 'User.name'",
        ])
        #expect(problems("default:\n  User.name: 1\n") == ["Config/.factory.yml:1:1: error: unknown key 'default'; did you mean 'defaults'?"])
    }

    @Test func unknownNamesAreErrorsAtTheirLinesWithASuggestion() throws {
        let plan = try resolve("""
            struct User { let name: String; let age: Int }
            enum Medal { case bronze, gold }
            """, defaults: """
              Usr.name: '"a"'
              User.nmae: '"a"'
              Medal.gold: 1
              Nothing: 1
            """)
        #expect(plan.diagnostics.map(\.description) == [
            "Config/.factory.yml:3:3: error: 'Usr.name' names no type of the inputs, nor a property of one; did you mean 'User.name'?",
            "Config/.factory.yml:4:3: error: 'User' has no property 'nmae'; did you mean 'User.name'?",
            "Config/.factory.yml:5:3: error: 'Medal.gold': 'Medal' is an enum, whose cases have no properties; did you mean 'Medal: .gold'?",
            "Config/.factory.yml:6:3: error: 'Nothing' names no type of the inputs",
        ])
        // The rest is still generated.
        #expect(plan.types.map(\.name) == ["App.Medal", "App.User"])
    }

    @Test func aModuleQualifiedKeyNamesTheSameTypeAndMayNotRepeatAnother() throws {
        let plan = try resolve("struct User { let name: String }", defaults: "  App.User.name: '\"a\"'\n  User.name: '\"b\"'\n  User: 'User(name: \"c\")'\n  App.User: 'User(name: \"d\")'\n")
        #expect(plan.diagnostics.map(\.description) == [
            "Config/.factory.yml:4:3: error: 'User.name' already has a default, at line 3",
            "Config/.factory.yml:6:3: error: 'App.User' already has a default, at line 5",
            // The whole-type default wins: the property's is not used.
            "Config/.factory.yml:3:3: error: 'User' is built with the default at .factory.yml:5, which does not take 'name' (it takes no argument), so this default is not used",
        ].sorted())
    }

    @Test func aPropertyDefaultReplacesTheProvidedArgument() throws {
        let plan = try resolve("struct User { let name: String; var age: Int = 1 }", defaults: "  App.User.age: 20\n")
        #expect(plan.diagnostics.isEmpty)
        #expect(plan.types[0].providable?.expression == "Self(name: Factory<String>.provide(), age: 20 /* .factory.yml:3 */)")
    }

    /// A struct whose first initializer does not take `issued`.
    private static func badge(alsoTakingIssued: Bool) -> String {
        """
        struct Badge {
            let title: String
            let issued: Int
            init(title: String) { self.title = title; issued = 0 }
        """ + (alsoTakingIssued ? "\n    init(title: String, issued: Int) { self.title = title; self.issued = issued }" : "") + "\n}\n"
    }

    @Test func aConstructionThatTakesTheConfiguredPropertyIsPreferred() throws {
        let plan = try resolve(Self.badge(alsoTakingIssued: true), defaults: "  Badge.issued: 5\n")
        #expect(plan.diagnostics.isEmpty)
        #expect(plan.types[0].providable?.expression == "Self(title: Factory<String>.provide(), issued: 5 /* .factory.yml:3 */)")
    }

    @Test func aPropertyTheChosenConstructionDoesNotTakeIsAnError() throws {
        let plan = try resolve(Self.badge(alsoTakingIssued: false), defaults: "  Badge.issued: 5\n")
        #expect(plan.diagnostics.map(\.description) == [
            "Config/.factory.yml:3:3: error: 'Badge' is built with init(title:) at App.swift:4:5, which does not take 'issued' (it takes 'title'), so this default is not used",
        ])
    }

    @Test func aWholeTypeDefaultMakesAnUnprovidableTypeProvidable() throws {
        let source = """
            struct Clock {
                static func make() -> Clock? { nil }
                init?(zone: String) { return nil }
            }
            struct Wall { let clock: Clock }
            """
        let without = Resolver(testableImports: ["App"]).resolve([Parser.parse(source, path: "Models/App.swift")])
        #expect(without.types.isEmpty)
        let plan = try resolve(source, defaults: "  Clock: 'Clock.make() ?? Clock(zone: \"UTC\")!'\n")
        #expect(plan.diagnostics.isEmpty)
        #expect(plan.types.map(\.name) == ["App.Clock", "App.Wall"])
        #expect(plan.types[0].providable?.expression == "Clock.make() ?? Clock(zone: \"UTC\")! /* .factory.yml:3 */")
        #expect(plan.types[0].providable?.origin == "the default at .factory.yml:3")
        #expect(plan.types[1].providable?.expression == "Self(clock: Factory<App.Clock>.provide())")
    }

    @Test func aDefaultThatIsNotUsedIsAnError() throws {
        let plan = try resolve("""
            private struct Hidden { let name: String }
            """, defaults: "  Hidden: 'Hidden(name: \"\")'\n")
        #expect(plan.diagnostics.contains {
            $0.description == "Config/.factory.yml:3:3: error: the default of 'Hidden' is not used: 'Hidden' gets no factory: it is private or fileprivate, so the test module cannot see it"
        })
    }
}
