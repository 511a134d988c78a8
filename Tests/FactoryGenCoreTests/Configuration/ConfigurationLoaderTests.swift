import Testing
@testable import FactoryGenCore

/// Parses `yaml` as if it were `Config/.factory.yml` (shared by the configuration tests).
func parse(_ yaml: String) throws(ConfigurationError) -> Configuration {
    try ConfigurationLoader.parse(yaml, file: "Config/.factory.yml", baseDirectory: "Config")
}

/// The diagnostics `yaml` produces, as the compiler would print them.
func problems(_ yaml: String) -> [String] {
    do {
        _ = try parse(yaml)
        return []
    } catch {
        return error.diagnostics.map(\.description)
    }
}

@Suite struct ConfigurationLoaderTests {
    @Test func readsEveryKeyAsAList() throws {
        let configuration = try parse("""
            includes:
              - Models
              - Extra/Thing.swift
            excludes:
              - Models/Legacy
            testables:
              - App
              - Core
            imports:
              - Foundation
            output: Generated/Factories.generated.swift
            templates:
              - Templates/custom.stencil
            """)
        #expect(configuration.includes.map(\.path) == ["Config/Models", "Config/Extra/Thing.swift"])
        #expect(configuration.includes.map(\.written) == ["Models", "Extra/Thing.swift"])
        #expect(configuration.excludes.map(\.path) == ["Config/Models/Legacy"])
        #expect(configuration.testables == ["App", "Core"])
        #expect(configuration.imports == ["Foundation"])
        #expect(configuration.output?.path == "Config/Generated/Factories.generated.swift")
        #expect(configuration.templates.map(\.path) == ["Config/Templates/custom.stencil"])
        #expect(configuration.file == "Config/.factory.yml")
    }

    @Test func acceptsASingleStringWhereAListIsExpected() throws {
        let configuration = try parse("""
            includes: Models
            excludes: Models/Legacy
            testables: App
            imports: Foundation
            templates: Templates
            output: Out.swift
            """)
        #expect(configuration.includes.map(\.path) == ["Config/Models"])
        #expect(configuration.excludes.map(\.path) == ["Config/Models/Legacy"])
        #expect(configuration.testables == ["App"])
        #expect(configuration.imports == ["Foundation"])
        #expect(configuration.templates.map(\.path) == ["Config/Templates"])
    }

    @Test func recordsWhereEachPathWasWritten() throws {
        let configuration = try parse("output: Out.swift\nincludes:\n  - A\n  - B\n")
        #expect(configuration.includes.map(\.location?.description) == ["Config/.factory.yml:3:5", "Config/.factory.yml:4:5"])
        #expect(configuration.output?.location?.line == 1)
        #expect(configuration.includes.allSatisfy { $0.key == "includes" })
    }

    @Test func normalizesPathsAndKeepsAbsoluteOnes() throws {
        let configuration = try parse("includes: [./Models/../Models/, /abs/path]\noutput: ../Out.swift")
        #expect(configuration.includes.map(\.path) == ["Config/Models", "/abs/path"])
        #expect(configuration.output?.path == "Out.swift")
    }

    @Test func emptyFileAndNullValuesGiveEmptyLists() throws {
        #expect(try parse("") == Configuration(file: "Config/.factory.yml"))
        let configuration = try parse("includes:\nexcludes: ~\n")
        #expect(configuration.includes.isEmpty)
        #expect(configuration.excludes.isEmpty)
    }

    @Test func unknownKeySuggestsTheClosestKeyAtItsLine() {
        let found = problems("""
            includes: Models
            output: Out.swift
            testables: App
            exclude: Models/Legacy
            """)
        #expect(found == ["Config/.factory.yml:4:1: error: unknown key 'exclude'; did you mean 'excludes'?"])
    }

    @Test func unknownKeyFarFromAnyListsTheKeys() {
        #expect(problems("colour: blue") == [
            "Config/.factory.yml:1:1: error: unknown key 'colour'; the keys are includes, excludes, context, testables, imports, output, templates, retroactive, strict, defaultIsolation, clang, defaults",
        ])
    }

    @Test func defaultIsolationIsMainActorOrNonisolated() throws {
        #expect(try parse("includes: Models").defaultIsolation == .nonisolated)
        #expect(try parse("defaultIsolation: MainActor").defaultIsolation == .mainActor)
        #expect(try parse("defaultIsolation: nonisolated").defaultIsolation == .nonisolated)
        #expect(problems("defaultIsolation: mainactor") == [
            "Config/.factory.yml:1:19: error: 'defaultIsolation' must be MainActor or nonisolated, not 'mainactor'",
        ])
        var overridden = try parse("defaultIsolation: MainActor")
        overridden.apply(ConfigurationOverrides(defaultIsolation: .nonisolated))
        #expect(overridden.defaultIsolation == .nonisolated)
        overridden.apply(ConfigurationOverrides(moduleIsolation: ["App": .mainActor]))
        #expect(overridden.defaultIsolation == ModelIsolation(modules: ["App": .mainActor]))
    }

    @Test func defaultIsolationMayBeGivenPerModule() throws {
        let configuration = try parse("""
            defaultIsolation:
              App: MainActor
              Core: nonisolated
            """)
        #expect(configuration.defaultIsolation == ModelIsolation(modules: ["App": .mainActor, "Core": .nonisolated]))
        #expect(configuration.defaultIsolation.isolation(of: "App") == .mainActor)
        #expect(configuration.defaultIsolation.isolation(of: "Other") == .nonisolated)
        #expect(problems("defaultIsolation:\n  App: main") == [
            "Config/.factory.yml:2:8: error: 'defaultIsolation' must be MainActor or nonisolated, not 'main'",
        ])
    }

    @Test func retroactiveIsAFlagThatIsOffByDefault() throws {
        #expect(try parse("includes: Models").retroactive == false)
        #expect(try parse("retroactive: true").retroactive == true)
        #expect(try parse("retroactive: true").request(sourceFiles: []).retroactiveConformances == true)
        #expect(problems("includes: Models\nretroactive: yes please") == [
            "Config/.factory.yml:2:14: error: 'retroactive' must be true or false, not a single value",
        ])
        #expect(problems("retroactive: [true]") == [
            "Config/.factory.yml:1:14: error: 'retroactive' must be true or false, not a list",
        ])
    }

    @Test func suggestionsPickTheNearestKey() {
        #expect(ConfigurationKey.suggestion(for: "testable") == .testables)
        #expect(ConfigurationKey.suggestion(for: "import") == .imports)
        #expect(ConfigurationKey.suggestion(for: "ouptut") == .output)
        #expect(ConfigurationKey.suggestion(for: "template") == .templates)
        #expect(ConfigurationKey.suggestion(for: "zebra") == nil)
    }

    @Test func reportsEveryProblemNotJustTheFirst() {
        let found = problems("include: A\noutput: [a, b]\ntestables:\n  - App\n  - {name: Core}\n")
        #expect(found == [
            "Config/.factory.yml:1:1: error: unknown key 'include'; did you mean 'includes'?",
            "Config/.factory.yml:2:9: error: 'output' must be a single path, not a list",
            "Config/.factory.yml:5:5: error: each entry of 'testables' must be a module name, not a mapping",
        ])
    }

    @Test func wrongTypeNamesTheKeyAndTheLine() {
        #expect(problems("output: Out.swift\nincludes:\n  name: Models\n") == [
            "Config/.factory.yml:3:3: error: 'includes' must be a list of paths or a single path, not a mapping",
        ])
        #expect(problems("output:\n") == ["Config/.factory.yml:1:1: error: 'output' must be a single path, not nothing"])
        #expect(problems("includes: [A, [B]]") == [
            "Config/.factory.yml:1:15: error: each entry of 'includes' must be a path, not a list",
        ])
    }

    @Test func topLevelMustBeAMapping() {
        #expect(problems("- Models\n- Other\n") == [
            "Config/.factory.yml:1:1: error: the configuration must be a mapping of keys (includes, output, …) to values",
        ])
    }

    @Test func yamlSyntaxErrorIsReportedAtItsLineWithANoteWhereTheConstructBegan() {
        #expect(problems("includes:\n  - Models\noutput: \"unterminated\n") == [
            "Config/.factory.yml:4:1: error: invalid YAML: found unexpected end of stream while scanning a quoted scalar",
            "Config/.factory.yml:3:9: note: scanning a quoted scalar started here",
        ])
        #expect(problems("output: x\nincludes: [Models\n").first
            == "Config/.factory.yml:3:1: error: invalid YAML: did not find expected ',' or ']' while parsing a flow sequence")
        #expect(problems("output: x\n\tincludes: A\n").first?.hasPrefix("Config/.factory.yml:2:") == true)
    }

    @Test func duplicateKeyIsAnError() {
        #expect(problems("output: A.swift\noutput: B.swift\n") == ["Config/.factory.yml:1:1: error: key 'output' is given more than once"])
    }

    @Test func columnsCountUTF8BytesLikeTheCompiler() {
        // "é" is one Unicode scalar but two UTF-8 bytes, so the list starts at byte column 15.
        #expect(problems("output: x\n\"clé\": [a]\nincludes: [A, {a: 1}]") == [
            "Config/.factory.yml:2:1: error: unknown key 'clé'; the keys are includes, excludes, context, testables, imports, output, templates, retroactive, strict, defaultIsolation, clang, defaults",
            "Config/.factory.yml:3:15: error: each entry of 'includes' must be a path, not a mapping",
        ])
        #expect(problems("# é\nincludes: [\"é\", {a: 1}]").first == "Config/.factory.yml:2:18: error: each entry of 'includes' must be a path, not a mapping")
    }

    @Test func missingFileIsAnError() throws {
        let folder = try TemporaryFolder()
        #expect(throws: ConfigurationError([.error("configuration file '\(folder("none.yml"))' does not exist")])) {
            try ConfigurationLoader.load(path: folder("none.yml"))
        }
    }

    @Test func aFolderIsNotAConfigurationFile() throws {
        let folder = try TemporaryFolder()
        #expect(throws: ConfigurationError([.error(
            "configuration file '\(folder.path)' is a folder; name the file, such as '\(folder(".factory.yml"))'")])) {
            try ConfigurationLoader.load(path: folder.path)
        }
    }

    @Test func loadResolvesPathsAgainstTheFilesFolder() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Sub/.factory.yml", "includes: Models\noutput: Out.swift\n")
        let configuration = try ConfigurationLoader.load(path: file)
        #expect(configuration.includes.map(\.path) == [folder("Sub/Models")])
        #expect(configuration.output?.path == folder("Sub/Out.swift"))
    }
}
