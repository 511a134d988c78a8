import Foundation
import Testing

/// Builds and tests Fixtures/PluginExample for real, as a user of the build tool plugin would.
///
/// The example is copied to a temporary folder (so editing a model never touches the
/// repository) and its dependency on this package is pointed at the repository's root.
@Suite(.serialized)
struct PluginExampleTests {
    static let displayName = "Generating factories for ShopTests"

    @Test func theExampleBuildsRegeneratesOnlyWhenNeededAndPassesItsTests() throws {
        let example = try ExamplePackage()
        defer { example.remove() }

        let first = try example.swift(["build", "--build-tests"])
        #expect(first.status == 0, "first build failed:\n\(first.stdout)\n\(first.stderr)")
        #expect(first.stdout.contains(Self.displayName), "the first build did not run the generator:\n\(first.stdout)")
        let generated = try example.generatedFile()
        let firstContents = try String(contentsOf: generated, encoding: .utf8)
        #expect(firstContents.contains("extension Shop.Order: Providable"))
        // The test target's hand-written conformance is used, not generated again.
        #expect(firstContents.contains("extension Shop.Basket: Providable"))
        #expect(!firstContents.contains("extension Shop.Voucher: Providable"))
        // Storefront is built with `.defaultIsolation(MainActor.self)`, which the plugin read from
        // the manifest; Shop is not.
        #expect(firstContents.contains("extension Storefront.ShelfStore: @MainActor Providable"), "\(firstContents)")
        #expect(firstContents.contains("extension Shop.Customer: Providable"))
        // The example enables FactoryRuntime's Tagged and IdentifiedCollections traits, and the
        // models import those modules: their fields are built, not skipped.
        #expect(firstContents.contains("Factory<Tagged<Shop.Customer, Int>>.provide()"), "\(firstContents)")
        #expect(firstContents.contains("Factory<IdentifiedArrayOf<Shop.Product>>.provide()"), "\(firstContents)")
        // The test target's .factory.yml gives Product.title a default, with a comment back to it.
        #expect(firstContents.contains("title: \"Chalk bag\" /* .factory.yml:3 */"), "\(firstContents)")
        // A model that cannot be provided is a warning at its field; the build goes on.
        let firstOutput = first.stdout + first.stderr
        #expect(firstOutput.contains("Voucher.swift:27:16: warning: cannot provide 'Payment.paidWith'"), "\(firstOutput)")

        // SwiftPM rebuilds a plugin's host tool once more on the second build after a clean one
        // (its C sources included), and a new tool rightly reruns the command; from then on a
        // build is a no-op.
        let settle = try example.swift(["build", "--build-tests"])
        #expect(settle.status == 0, "\(settle.stdout)\n\(settle.stderr)")

        let noChange = try example.swift(["build", "--build-tests"])
        #expect(noChange.status == 0, "\(noChange.stdout)\n\(noChange.stderr)")
        #expect(!noChange.stdout.contains(Self.displayName), "a build with nothing changed reran the generator:\n\(noChange.stdout)")

        try example.edit("Sources/Shop/Customer.swift", replacing: "public var name: String", with: "public var name: String\n    public var loyaltyPoints: Int")
        let edited = try example.swift(["build", "--build-tests"])
        #expect(edited.status == 0, "\(edited.stdout)\n\(edited.stderr)")
        #expect(edited.stdout.contains(Self.displayName), "editing a model did not rerun the generator:\n\(edited.stdout)")
        #expect(try String(contentsOf: generated, encoding: .utf8).contains("loyaltyPoints"))

        let tests = try example.swift(["test"])
        #expect(tests.status == 0, "the example's tests failed:\n\(tests.stdout)\n\(tests.stderr)")
        // XCTest, the Quick spec and Swift Testing all ran.
        let testOutput = tests.stdout + tests.stderr
        #expect(testOutput.contains("OrderSpec"), "the Quick spec did not run:\n\(testOutput)")
        #expect(testOutput.contains("aBasketGetsTheHandWrittenVoucher"), "\(testOutput)")
        #expect(testOutput.contains("aMainActorStoreHoldsANonisolatedModel"), "\(testOutput)")
        #expect(testOutput.contains("aWishlistHoldsOneProvidedProduct"), "\(testOutput)")
        #expect(testOutput.contains("everyStatusDescribesItsTracking"), "\(testOutput)")
        #expect(testOutput.contains("theTotalNeverDependsOnTheStatus"), "\(testOutput)")
    }

    @Test func strictGeneratorErrorsFailTheBuildAtTheModelsLine() throws {
        let example = try ExamplePackage()
        defer { example.remove() }
        try example.edit("Sources/Shop/Customer.swift", replacing: "public let email: String?", with: "public let email: String?\n    let avatar: ImageData")
        try example.write("Sources/Shop/ImageData.swift", "struct ImageData { private init() {} }\n")
        try example.write("Tests/ShopTests/.factory.yml", "strict: true\n")

        let build = try example.swift(["build", "--build-tests"])
        #expect(build.status != 0, "a model that cannot be provided built anyway")
        let output = build.stdout + build.stderr
        #expect(output.contains("Customer.swift:6:"), "the error does not point at the field:\n\(output)")
        #expect(output.contains("error:"), "\(output)")
    }
}

/// A copy of Fixtures/PluginExample in a temporary folder.
private struct ExamplePackage {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("factorygen-plugin-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Repository.fixtures.appendingPathComponent("PluginExample"), to: root)
        try? FileManager.default.removeItem(at: root.appendingPathComponent(".build"))
        try edit("Package.swift", replacing: #"path: "../..""#, with: "path: \"\(Repository.root.path)\"")
    }

    func swift(_ arguments: [String]) throws -> Shell.Output {
        try Shell.run(Shell.swift, arguments, in: root)
    }

    func edit(_ path: String, replacing old: String, with new: String) throws {
        let url = root.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(old), "\(path) no longer contains \(old)")
        try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
    }

    func write(_ path: String, _ contents: String) throws {
        try contents.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    /// The file the plugin wrote into its work directory.
    func generatedFile() throws -> URL {
        let outputs = root.appendingPathComponent(".build/plugins/outputs")
        let found = FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }
            .first { $0.lastPathComponent == "Factories.generated.swift" }
        return try #require(found, "no Factories.generated.swift under \(outputs.path)")
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
