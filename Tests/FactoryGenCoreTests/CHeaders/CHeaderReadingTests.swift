import Foundation
import Testing
@testable import FactoryGenCore

/// Without libclang, asking for C headers is one error that says how to install it; the
/// search list is injected, so this holds whatever the machine has installed.
@Test func withoutLibclangCHeadersAreOneErrorSayingHowToInstallIt() throws {
    let hidden = LibclangSearch(explicitPath: "/nonexistent/libclang.so", searchesStandardPlaces: false)
    let generated = try CHeaderFixture.generate(search: hidden)
    let errors = generated.result.diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 1)
    let message = try #require(errors.first?.description)
    #expect(message.hasPrefix("factorygen: error: reading C headers needs libclang"))
    #expect(message.contains("apt-get install libclang-dev"))
    #expect(message.contains("FACTORYGEN_LIBCLANG"))
    #expect(message.contains("/nonexistent/libclang.so (no such file)"))
}

@Test func factorygenLibclangIsTriedFirstThenTheUsualPlaces() {
    let search = LibclangSearch.standard(environment: ["FACTORYGEN_LIBCLANG": "/opt/custom/libclang.so", "PATH": "/nowhere"])
    #expect(search.candidates().first == "/opt/custom/libclang.so")
    #expect(LibclangSearch(searchesStandardPlaces: false).candidates() == [])
    // An empty variable is no path.
    #expect(LibclangSearch.standard(environment: ["FACTORYGEN_LIBCLANG": ""]).explicitPath == nil)
}

@Test func theStandardSearchReadsTheProcesssEnvironment() {
    // `standard()` reads two variables with `getenv`; Foundation's copy of the whole
    // environment must give the same search.
    #expect(!LibclangSearch.standard().executableFolders.isEmpty, "PATH is set wherever the tests run")
    #expect(LibclangSearch.standard() == LibclangSearch.standard(environment: ProcessInfo.processInfo.environment))
}

@Test(.enabled(if: LibclangAvailability.runs, Comment(rawValue: LibclangAvailability.skipReason)))
func libclangDiagnosticsAreReportedAtTheHeadersLineInTheCompilersFormat() throws {
    let header = CHeaderFixture.folder.appendingPathComponent("Broken/broken.h").path
    var request = GenerationRequest(sourceFiles: [])
    request.cHeaders = CHeaderSettings(headers: [header], module: "Headers")
    let result = Generator.generate(request)
    let errors = result.diagnostics.filter { $0.severity == .error }.map(\.description)
    // Named twice, read once: `Fine` is declared once, or resolution would see two.
    request.cHeaders?.headers.append(header)
    #expect(Generator.generate(request).plan.types.count == result.plan.types.count)
    #expect(errors == ["\(header):7:5: error: unknown type name 'unknown_t'"])
    // What libclang could read is still generated.
    #expect(result.plan.types.map(\.name).contains("Headers.Fine"))
}

@Test func theClangSectionIsReadWithPathsRelativeToTheConfiguration() throws {
    let text = """
    includes: Models
    clang:
      headers: [Include/geometry.h]
      flags: [-IInclude, -I, Other, -isystem/abs, -DDEBUG=1]
      module: Geometry
    """
    let configuration = try ConfigurationLoader.parse(text, file: "\(CHeaderFixture.folder.path)/.factory.yml", baseDirectory: CHeaderFixture.folder.path)
    let clang = try #require(configuration.clang)
    let base = CHeaderFixture.folder.path
    #expect(clang.headers.map(\.path) == ["\(base)/Include/geometry.h"])
    #expect(clang.flags == ["-I\(base)/Include", "-I", "\(base)/Other", "-isystem/abs", "-DDEBUG=1"])
    #expect(clang.module == "Geometry")
    #expect(configuration.request(sourceFiles: []).cHeaders?.module == "Geometry")
}

@Test func clangSectionMistakesAreErrorsAtTheirPlace() {
    let text = """
    clang:
      headers: Missing/none.h
      modul: Geometry
    """
    do {
        _ = try ConfigurationLoader.parse(text, file: ".factory.yml", baseDirectory: "/nonexistent")
        Issue.record("the mistakes were accepted")
    } catch {
        let messages = error.diagnostics.map(\.description)
        #expect(messages.contains(".factory.yml:2:12: error: header 'Missing/none.h' does not exist or is a folder"))
        #expect(messages.contains(".factory.yml:3:3: error: unknown key 'clang.modul'; did you mean 'module'?"))
        #expect(messages.contains(".factory.yml:1:1: error: 'clang' needs a 'module': the Clang module whose module.modulemap declares the headers"))
    }
}

@Test func clangFlagsAddToTheSection() {
    var configuration = Configuration(clang: ClangConfiguration(flags: ["-DA"], module: "Old"))
    var overrides = ConfigurationOverrides()
    overrides.clangHeaders = ["Include/extras.h"]
    overrides.clangFlags = ["-IInclude"]
    overrides.clangModule = "Geometry"
    configuration.apply(overrides, relativeTo: "/work")
    #expect(configuration.clang?.headers.map(\.path) == ["/work/Include/extras.h"])
    #expect(configuration.clang?.flags == ["-DA", "-I/work/Include"])
    #expect(configuration.clang?.module == "Geometry")
}

/// Each name was checked against the Clang importer (`swift-synthesize-interface`).
@Test(arguments: [
    (["ShapeKindCircle", "ShapeKindSquare"], "ShapeKind", ["circle", "square"]),
    (["YOnly"], "YKind", ["only"]),
    (["kZFirst", "kZSecond"], "ZKind", ["first", "second"]),
    (["W_ONE", "W_TWO_THREE"], "WKind", ["ONE", "TWO_THREE"]),
    (["VOKHere", "VOKThere"], "VKind", ["VOKHere", "VOKThere"]),
    (["HTTPStatusOK", "HTTPStatusNotFound"], "HTTPStatus", ["OK", "notFound"]),
    (["XThingURLPath", "XThingOK", "XThing2D", "XThing_under"], "XThing", ["thingURLPath", "thingOK", "thing2D", "thing_under"]),
    (["PermissionsRead", "PermissionsWrite"], "Permissions", ["read", "write"]),
])
func enumConstantsGetTheImportersCaseNames(constants: [String], enumName: String, expected: [String]) {
    #expect(CEnumCaseNames.swiftNames(of: constants, enumName: enumName) == expected)
}

/// C has no actors: with Swift models built with `-default-isolation MainActor`, C types stay
/// nonisolated, and a model built of them is isolated as its module says.
@Test(.enabled(if: LibclangAvailability.runs, Comment(rawValue: LibclangAvailability.skipReason)))
func cTypesStayNonisolatedWhateverTheModelsDefaultIsolation() throws {
    let generated = try CHeaderFixture.generate()
    var request = generated.configuration.request(sourceFiles: generated.files)
    request.defaultIsolation = .mainActor
    let plan = Generator.generate(request).plan
    let point = try #require(plan.types.first { $0.name == "Geometry.Point" })
    #expect(point.providableIsolation == nil)
    #expect(!point.lenses.isEmpty)
    #expect(plan.types.first { $0.name == "Stage.Scene" }?.providableIsolation == "MainActor")
}

@Test func clangFlagsWithoutAModuleAreAnError() {
    var overrides = ConfigurationOverrides(includes: ["Models"], output: "Out.swift")
    overrides.clangHeaders = ["Include/geometry.h"]
    #expect(throws: ConfigurationError.self) {
        _ = try ConfigurationLoader.resolve(configPath: nil, overrides: overrides, in: "/nonexistent", findsDefault: false)
    }
    overrides.clangModule = "Geometry"
    #expect(throws: Never.self) {
        _ = try ConfigurationLoader.resolve(configPath: nil, overrides: overrides, in: "/nonexistent", findsDefault: false)
    }
}
