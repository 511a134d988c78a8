import Foundation
import Testing
@testable import FactoryGenCore
import FactoryGenVerification

/// One `Fixtures/Generation/<set>/`: models, `.factory.yml`, and the expected output.
struct GenerationFixture: CustomTestStringConvertible, Sendable {
    let name: String
    var folder: URL { Repository.fixtures.appendingPathComponent("Generation").appendingPathComponent(name) }
    var testDescription: String { name }

    /// Every set: the folders holding a `.factory.yml`.
    /// Every set, or those `FACTORYGEN_FIXTURES` names (`failable,classes`): Swift Testing
    /// filters a parameterized test by its name, not by its arguments, and compiling every set
    /// takes minutes.
    static let all: [GenerationFixture] = {
        let root = Repository.fixtures.appendingPathComponent("Generation")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        let chosen = ProcessInfo.processInfo.environment["FACTORYGEN_FIXTURES"].map { Set($0.split(separator: ",").map(String.init)) }
        return names.sorted()
            .filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).appendingPathComponent(".factory.yml").path) }
            .filter { chosen?.contains($0) ?? true }
            .map(GenerationFixture.init(name:))
    }()

    struct Generated {
        var configuration: Configuration
        var files: [String]
        /// The `context` files: the test target's own, compiled with the generated file.
        var contextFiles: [String] = []
        var result: GenerationResult
        /// The code and diagnostics with the fixture folder's path removed, as a user running
        /// factorygen from that folder would see them.
        var code: String
        var diagnostics: String
    }

    func generate(shuffled: Bool = false) throws -> Generated {
        let configuration = try ConfigurationLoader.load(path: folder.appendingPathComponent(".factory.yml").path)
        let collection = SourceCollector.collect(configuration)
        var files = collection.files
        if shuffled { files.shuffle() }
        let result = Generator.generate(configuration.request(sourceFiles: files, contextFiles: collection.contextFiles))
        let prefix = folder.path + "/"
        let code = (result.code ?? "").replacingOccurrences(of: prefix, with: "")
        let diagnostics = result.diagnostics.map { "\($0)\n" }.joined().replacingOccurrences(of: prefix, with: "")
        return Generated(configuration: configuration, files: files, contextFiles: collection.contextFiles,
                         result: result, code: code, diagnostics: diagnostics)
    }

    /// The models module's Swift files: the configured inputs plus `Support/`, which stands for
    /// code factorygen does not read.
    func modelSources(_ generated: Generated) -> [String] {
        let support = folder.appendingPathComponent("Support")
        let extra = ((try? FileManager.default.contentsOfDirectory(atPath: support.path)) ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted().map { support.appendingPathComponent($0).path }
        return generated.files.sorted() + extra
    }

    /// The model modules in the order they are compiled: the configured testables in order
    /// (each may import those before it), each with the files under a folder of its name, as
    /// ``ModuleAssignment`` assigns them; `Support/` goes with the first. One testable takes all.
    func modelModules(_ generated: Generated) throws -> [(name: String, sources: [String])] {
        let testables = generated.configuration.testables
        guard testables.count > 1 else { return supportModules() + [(try #require(testables.first), modelSources(generated))] }
        let assigned = ModuleAssignment(testableImports: testables, imports: []).modules(of: generated.files)
        let support = Set(modelSources(generated)).subtracting(generated.files)
        return supportModules() + testables.enumerated().map { index, module in
            (module, generated.files.sorted().filter { assigned[$0] == module } + (index == 0 ? support.sorted() : []))
        }
    }

    /// `Support/Modules/<Name>/`: other modules the models import, compiled first, each from
    /// the Swift files of its folder; factorygen does not read them, as it does not read a
    /// package's dependencies.
    func supportModules() -> [(name: String, sources: [String])] {
        let root = folder.appendingPathComponent("Support").appendingPathComponent("Modules")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
        return names.compactMap { name in
            let module = root.appendingPathComponent(name)
            let sources = ((try? FileManager.default.contentsOfDirectory(atPath: module.path)) ?? [])
                .filter { $0.hasSuffix(".swift") }.sorted().map { module.appendingPathComponent($0).path }
            return sources.isEmpty ? nil : (name, sources)
        }
    }
}

@Test(arguments: GenerationFixture.all)
func generatedOutputMatchesTheGolden(_ fixture: GenerationFixture) throws {
    let generated = try fixture.generate()
    let output = try #require(generated.configuration.output?.path)
    #expect(generated.result.code != nil, "no code: \(generated.diagnostics)")
    try Golden.check(generated.code, against: URL(fileURLWithPath: output))
    try Golden.check(generated.diagnostics, against: fixture.folder.appendingPathComponent("Expected/diagnostics.txt"))
}

@Test(arguments: GenerationFixture.all)
func outputIsTheSameWhateverTheFileOrder(_ fixture: GenerationFixture) throws {
    let reference = try fixture.generate()
    for _ in 0..<3 {
        let shuffled = try fixture.generate(shuffled: true)
        #expect(shuffled.code == reference.code)
        #expect(shuffled.diagnostics == reference.diagnostics)
    }
}

/// Problems the compile-and-run test found in other stages, reported to their owners; each
/// entry fails the test once the problem is gone, so that it gets removed.
private let knownIssues: [String: String] = [:]

@Test(arguments: GenerationFixture.all)
func generatedCodeCompilesAndObeysTheLaws(_ fixture: GenerationFixture) throws {
    if let known = knownIssues[fixture.name] {
        withKnownIssue(Comment(rawValue: known)) { try compileAndRun(fixture) }
    } else {
        try compileAndRun(fixture)
    }
}

/// Tests outside the models' package (an Xcode project) opt into `retroactive`, and then the
/// conformances compile without the compiler's retroactive-conformance warning.
@Test func retroactiveConformancesCompileWithoutWarningsAcrossPackages() throws {
    let fixture = GenerationFixture(name: "user")
    var generated = try fixture.generate()
    var request = generated.configuration.request(sourceFiles: generated.files)
    request.retroactiveConformances = true
    generated.result = Generator.generate(request)
    let code = try #require(generated.result.code)
    #expect(code.contains("@retroactive Providable"))
    try compileAndRun(fixture, generated: generated, samePackage: false)
}

/// A test target built with the upcoming features packages adopt together (swift-http-types'
/// tests): with `InternalImportsByDefault` a plain import is internal, and a public `provide()`
/// may not use it; `MemberImportVisibility` comes with it; with `ExistentialAny`, a protocol
/// written as a type without `any` is a warning. Sets with SPI groups, a scoped import,
/// configured imports, classes, and models that write `Error` and `CodingKey` bare.
@Test(arguments: ["user", "spi", "name-clashes", "classes", "clients", "existentials"].map(GenerationFixture.init(name:)))
func generatedCodeCompilesInATargetWithUpcomingFeatures(_ fixture: GenerationFixture) throws {
    let features = ["InternalImportsByDefault", "MemberImportVisibility", "ExistentialAny"].flatMap { ["-enable-upcoming-feature", $0] }
    try compileAndRun(fixture, variant: "-internal-imports", driverFlags: features)
}

/// Sets whose own code, not the generated file, does not compile with `-default-isolation
/// MainActor`; each entry fails the test once that changes, so that it gets removed.
private let mainActorKnownIssues: [String: String] = [
    "context-main-actor": "the test target's hand-written TokenFactory calls a model's static method from a nonisolated provide()",
    "decoding-main-actor": "the models themselves: Loan's conformance to Record (a Codable protocol) crosses into main actor-isolated code",
    "decoding-main-actor-tests": "the models themselves: Loan's conformance to Record (a Codable protocol) crosses into main actor-isolated code",
]

/// Every set again, with its models built as a new app target is, with `-default-isolation
/// MainActor`, and `defaultIsolation: MainActor` configured; the test target (the generated
/// file and the driver) is built without that setting, then with it.
@Test(arguments: GenerationFixture.all)
func generatedCodeCompilesWithModelsIsolatedToTheMainActor(_ fixture: GenerationFixture) throws {
    var generated = try fixture.generate()
    generated.configuration.defaultIsolation = .mainActor
    generated.result = Generator.generate(generated.configuration.request(sourceFiles: generated.files, contextFiles: generated.contextFiles))
    for (variant, driverFlags) in [("-main-actor", [String]()), ("-main-actor-tests", ["-default-isolation", "MainActor"])] {
        if let known = mainActorKnownIssues[fixture.name + variant] {
            withKnownIssue(Comment(rawValue: known)) {
                try compileAndRun(fixture, generated: generated, variant: variant, driverFlags: driverFlags)
            }
        } else {
            try compileAndRun(fixture, generated: generated, variant: variant, driverFlags: driverFlags)
        }
    }
}

/// The sets whose nonisolated models hold `Sendable` types, with the models nonisolated, as a
/// library's are, and the test target built with `-default-isolation MainActor`, as an app's
/// may be: the generated extensions say they are nonisolated, or that default would isolate a
/// `Sendable` type's conformance, which its own nonisolated `fieldVariations` and `variant(_:)`
/// cannot then use (LanguageServerProtocol's generated file failed with 279 such errors).
@Test(arguments: GenerationFixture.all.filter { ["existentials", "decoding", "generics", "isolation"].contains($0.name) })
func generatedCodeCompilesInATestTargetIsolatedToTheMainActor(_ fixture: GenerationFixture) throws {
    try compileAndRun(fixture, variant: "-tests-main-actor", driverFlags: ["-default-isolation", "MainActor"])
}

/// The sets whose lenses all rebuild through the shared helper, and one of key-path lenses
/// (`wrapper-setters`), with the test target in Swift 5 mode and complete concurrency checking,
/// where a key path literal is not inferred `Sendable`: both kinds compile without a warning
/// there too (vapor/multipart-kit's test target is built so).
@Test(arguments: GenerationFixture.all.filter { ["user", "cycles", "nesting", "wrapper-setters"].contains($0.name) })
func sharedRebuildLensesCompileInSwift5ModeWithCompleteChecking(_ fixture: GenerationFixture) throws {
    try compileAndRun(fixture, variant: "-swift5", driverFlags: ["-swift-version", "5", "-strict-concurrency=complete"])
}

/// The test target built with strict memory safety (SE-0458), as jwt-kit's targets are: the
/// models' `@preconcurrency` import is marked `@unsafe` and a closure cast to `@Sendable` is
/// `unsafe`, or each is a warning. Sets with SPI groups, several modules, and such casts.
@Test(arguments: GenerationFixture.all.filter { ["user", "spi", "shared-names", "clients", "generics"].contains($0.name) })
func generatedCodeCompilesInATestTargetWithStrictMemorySafety(_ fixture: GenerationFixture) throws {
    try compileAndRun(fixture, variant: "-memory-safety", driverFlags: ["-strict-memory-safety"])
}

private func compileAndRun(_ fixture: GenerationFixture, generated: GenerationFixture.Generated? = nil, samePackage: Bool = true,
                           variant: String = "", driverFlags: [String] = []) throws {
    let generated = try generated ?? fixture.generate()
    let code = try #require(generated.result.code)
    let modules = try fixture.modelModules(generated)
    let extraFile = fixture.folder.appendingPathComponent("Extra.swift")
    let extra = (try? String(contentsOf: extraFile, encoding: .utf8)) ?? ""
    let files = generated.files.sorted().map { try? Parser.parse([UInt8](Data(contentsOf: URL(fileURLWithPath: $0))), path: $0) }.compactMap { $0 }
    let driver = LawDriver.source(plan: generated.result.plan, files: files, generated: code, extra: extra)
    do {
        let output = try SwiftCompiler.compileAndRun(set: fixture.name + (samePackage ? "" : "-retroactive") + variant, modules: modules,
                                                     generated: code, driver: driver,
                                                     testSources: generated.contextFiles, samePackage: samePackage,
                                                     modelFlags: generated.configuration.defaultIsolation == .mainActor ? ["-default-isolation", "MainActor"] : [],
                                                     driverFlags: driverFlags)
        #expect(output.contains(" checks, 0 failed"))
        // Every provide() and three laws per lens at least, so a driver that skipped them shows.
        let plan = generated.result.plan
        let minimum = plan.types.count + 3 * plan.types.reduce(0) { $0 + $1.lenses.count }
        let checks = output.split(separator: " ").first.flatMap { Int($0) } ?? 0
        #expect(checks >= minimum, "\(fixture.name): \(checks) checks, expected at least \(minimum)")
    } catch {
        Issue.record("\(fixture.name): \(error)")
    }
}
