import Foundation
import Testing
import FactoryGenCore

/// The runner's decisions before any code is generated: these runs must stop before the
/// generator is called, so it records an issue if it is.
@Suite struct GenerateRunnerTests {
    private func run(_ options: GenerateOptions, in folder: TemporaryFolder) -> (CommandStatus, CapturedConsole) {
        let captured = CapturedConsole()
        var options = options
        options.workingDirectory = folder.path
        let status = GenerateRunner(options: options, console: captured.console) { request in
            Issue.record("the generator ran for \(request.sourceFiles)")
            return GenerationResult(code: nil, diagnostics: [], plan: GenerationPlan(), timings: [])
        }.run()
        return (status, captured)
    }

    @Test(arguments: [
        ("includes: Models\nexclude: Old\noutput: Out.swift\n", ".factory.yml:2:1: error: unknown key 'exclude'; did you mean 'excludes'?\n"),
        ("includes: Nowhere\noutput: Out.swift\n", ".factory.yml:1:11: error: 'includes' path 'Nowhere' does not exist\n"),
        ("output: Out.swift\n", "factorygen: error: nothing to read: '.factory.yml' has no 'includes' and no --include was given\n"),
        ("includes: Models\n", "factorygen: error: no output file: set 'output' in '.factory.yml', or pass --stdout\n"),
    ])
    func configurationProblemsExitWithStatusTwo(yaml: String, expected: String) throws {
        let folder = try TemporaryFolder()
        try folder.write(".factory.yml", yaml)
        try folder.write("Models/User.swift", "struct User {}\n")
        let (status, console) = run(GenerateOptions(), in: folder)
        #expect(status == .usage)
        #expect(console.error == expected.replacingOccurrences(of: ".factory.yml", with: folder(".factory.yml")))
        #expect(console.output.isEmpty)
    }

    @Test func withoutAConfigurationTheFlagsMustSayWhatToRead() throws {
        let folder = try TemporaryFolder()
        let (status, console) = run(GenerateOptions(), in: folder)
        #expect(status == .usage)
        #expect(console.error.contains("no configuration: '.factory.yml' is not in the current folder"))
        let (withOutputOnly, second) = run(GenerateOptions(overrides: ConfigurationOverrides(output: "Out.swift")), in: folder)
        #expect(withOutputOnly == .usage)
        #expect(second.error == "factorygen: error: nothing to read: no configuration file and no --include was given\n")
    }

    @Test func anExplicitConfigThatDoesNotExistIsAUsageError() throws {
        let folder = try TemporaryFolder()
        let (status, console) = run(GenerateOptions(configPath: "Config/factory.yml"), in: folder)
        #expect(status == .usage)
        #expect(console.error == "factorygen: error: configuration file '\(folder("Config/factory.yml"))' does not exist\n")
    }

    @Test func flagsAddToTheConfigurationAndOutputReplacesIt() throws {
        var configuration = try ConfigurationLoader.parse(
            "includes: Models\ntestables: App\nimports: Foundation\noutput: Out.swift\n", file: "C/.factory.yml", baseDirectory: "C")
        configuration.apply(ConfigurationOverrides(
            includes: ["Extra"], excludes: ["Extra/Old"], testables: ["Core", "App"], imports: ["Combine"],
            templates: ["T"], output: "Elsewhere/Out.swift"))
        #expect(configuration.includes.map(\.path) == ["C/Models", "Extra"])
        #expect(configuration.includes.map(\.key) == ["includes", "--include"])
        #expect(configuration.excludes.map(\.path) == ["Extra/Old"])
        #expect(configuration.testables == ["App", "Core"])
        #expect(configuration.imports == ["Foundation", "Combine"])
        #expect(configuration.templates.map(\.path) == ["T"])
        #expect(configuration.output?.path == "Elsewhere/Out.swift")
        let request = configuration.request(sourceFiles: ["C/Models/User.swift"])
        #expect(request == GenerationRequest(sourceFiles: ["C/Models/User.swift"], imports: ["Foundation", "Combine"],
                                             testableImports: ["App", "Core"], templatePaths: ["T"]))
    }
}
