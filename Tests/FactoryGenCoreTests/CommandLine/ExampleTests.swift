import FactoryGenVerification
import Foundation
import Testing
import FactoryGenCore

/// `Fixtures/Example`, the newcomer's first run: its committed output must be what factorygen
/// generates now, and must compile with the models and the runtime.
@Suite struct ExampleTests {
    private static let example = Repository.fixtures.appendingPathComponent("Example")
    private static let generated = example.appendingPathComponent("Generated/Factories.generated.swift")

    @Test func theCommittedOutputIsUpToDate() throws {
        let result = try FactoryGenExecutable.run(["--config", "Fixtures/Example/.factory.yml", "--check"], in: Repository.root.path)
        #expect(result.status == 0, "run `swift run factorygen --config Fixtures/Example/.factory.yml`: \(result.stderr)")
        #expect(result.stderr.isEmpty)
    }

    @Test func theOutputCompilesWithTheModelsAndTheRuntime() throws {
        let folder = try TemporaryFolder()
        let runtime = try SwiftcArguments.sources(in: Repository.runtimeSources)
        let module = try Shell.run(Shell.swiftc, [
            "-emit-module", "-module-name", "FactoryRuntime", "-parse-as-library", "-swift-version", "6",
            "-emit-module-path", folder("FactoryRuntime.swiftmodule"),
        ] + runtime)
        try #require(module.status == 0, "\(module.stderr)")

        let configuration = try ConfigurationLoader.load(path: Self.example.appendingPathComponent(".factory.yml").path)
        let models = SourceCollector.collect(configuration).files
        #expect(models.count == 5)
        #expect(!models.contains { $0.contains("Drafts") })
        // The models are the app module, which the generated file `@testable import`s.
        let app = try Shell.run(Shell.swiftc, [
            "-emit-module", "-module-name", "ClimbingGym", "-parse-as-library", "-swift-version", "6", "-enable-testing",
            "-emit-module-path", folder("ClimbingGym.swiftmodule"),
        ] + models)
        try #require(app.status == 0, "\(app.stderr)")
        // What a test of the app would write.
        let usage = try folder.write("Usage.swift", """
            import FactoryRuntime
            @testable import ClimbingGym

            func examples() {
                let adult = Factory<Climber>.provide() |> Climber._age *~ 30
                let named = Factory<Climber>.provide() |> Climber._id * ClimberID._value *~ "ondra"
                let hard = Factory<Gym.Route>.provide() |> Gym.Route._grade *~ .eightC
                let state: BookingState = Factory<BookingState>.provide()
                let season: Season = Factory<Season>.provide()
                _ = (adult, named, hard, state, season, Factory<Membership>.provide(), Factory<Gym>.provide())
            }

            """)
        let check = try Shell.run(Shell.swiftc, ["-typecheck", "-swift-version", "6", "-I", folder.path, Self.generated.path, usage])
        #expect(check.status == 0, "\(check.stderr)")
    }
}
