import Foundation
import Testing
@testable import FactoryGenCore
import FactoryGenVerification

/// C headers read through libclang, end to end: the golden output, its independence from file
/// order, and the generated code compiled against the real `Geometry` module (swiftc's Clang
/// importer is the judge of every mapped type), run, and checked law by law.
@Suite(.enabled(if: LibclangAvailability.runs, Comment(rawValue: LibclangAvailability.skipReason)))
struct CHeaderGenerationTests {
    @Test func generatedOutputMatchesTheGolden() throws {
        let generated = try CHeaderFixture.generate()
        #expect(generated.result.code != nil, "no code: \(generated.diagnostics)")
        try Golden.check(generated.code, against: CHeaderFixture.folder.appendingPathComponent("Expected/Factories.generated.swift"))
        try Golden.check(generated.diagnostics, against: CHeaderFixture.folder.appendingPathComponent("Expected/diagnostics.txt"))
    }

    @Test func outputIsTheSameWhateverTheFileOrder() throws {
        let reference = try CHeaderFixture.generate()
        for _ in 0..<2 {
            let shuffled = try CHeaderFixture.generate(shuffled: true)
            #expect(shuffled.code == reference.code)
            #expect(shuffled.diagnostics == reference.diagnostics)
        }
    }

    /// Debian's libclang and the toolchain's differ (libclang 14 spells the anonymous struct
    /// behind a typedef `""`, libclang 21 `struct (unnamed at …)`): each one found gives the
    /// same output.
    @Test func everyLibclangFoundGivesTheSameOutput() throws {
        let reference = try CHeaderFixture.generate()
        var libraries = Set<String>()
        for path in LibclangSearch.standard().candidates() where libraries.insert(CHeaderReader.canonical(path)).inserted {
            let generated = try CHeaderFixture.generate(search: LibclangSearch(explicitPath: path, searchesStandardPlaces: false))
            #expect(generated.code == reference.code, "\(path)")
            #expect(generated.diagnostics == reference.diagnostics, "\(path)")
        }
        #expect(!libraries.isEmpty)
    }

    @Test func everyCTypeIsGeneratedExceptThoseSwiftCannotProvide() throws {
        let generated = try CHeaderFixture.generate()
        let names = Set(generated.result.plan.types.map(\.name))
        for name in ["Point", "Size", "Color", "Signed", "ShapeKind", "Axis", "Permissions", "Numbers", "Pointers", "Arrays",
                     "Nested", "Nested.__Unnamed_struct_coordinates", "Nested.__Unnamed_union_raw", "Inner", "Bits",
                     "Constants", "Value", "Shape", "HTTPStatus", "URLFlags", "Level", "Annotated", "Tagged", "Callbacks", "Same", "Flexible",
                     "Pipeline", "Ledger", "Meter", "Gauge", "Mood", "Tone", "Spool",
                     "Ticket", "Ticket.__Unnamed_union_slot", "Voucher", "Voucher.__Unnamed_union_slot",
                     "Parcel", "Letter", "Volume"] {
            #expect(names.contains("Geometry." + name), "no code for \(name)")
        }
        #expect(names.contains("Stage.Scene"))
        // Swift confuses these two at run time: neither is provided (their structs are zeroed).
        #expect(!names.contains("Geometry.Parcel.__Unnamed_union_detail") && !names.contains("Geometry.Letter.__Unnamed_union_detail"))
        // A `_Nonnull` pointer, and `long double`: no value can be made up; a warning says so.
        #expect(generated.result.plan.skipped.map(\.name).sorted() == ["Holder", "Required", "Wide"])
        #expect(!generated.result.hasErrors)
    }

    @Test func generatedCodeCompilesAgainstTheCModuleAndObeysTheLaws() throws {
        let generated = try CHeaderFixture.generate()
        let code = try #require(generated.result.code)
        let files = generated.files.sorted().compactMap { path in
            (try? Data(contentsOf: URL(fileURLWithPath: path))).map { Parser.parse([UInt8]($0), path: path) }
        }
        let driver = LawDriver.source(plan: generated.result.plan, files: files, generated: code, extra: Self.extraChecks)
        let include = ["-I", CHeaderFixture.include.path]
        let output = try SwiftCompiler.compileAndRun(
            set: "c-headers", module: "Stage", models: generated.files.sorted(), generated: code, driver: driver,
            modelFlags: include, driverFlags: include
        )
        #expect(output.contains(" checks, 0 failed"), "\(output)")
        let plan = generated.result.plan
        let minimum = plan.types.count + 3 * plan.types.reduce(0) { $0 + $1.lenses.count } + 12
        let checks = output.split(separator: " ").first.flatMap { Int($0) } ?? 0
        #expect(checks >= minimum, "\(checks) checks, expected at least \(minimum)")
    }

    /// What the importer's values are, beyond the laws: pointers `nil`, arrays tuples of
    /// provided values, enums their first constant, a union zeroed.
    private static let extraChecks = """
    do {
        let pointers = Factory<Geometry.Pointers>.provide()
        expect(pointers.name == nil && pointers.label == nil && pointers.compare == nil && pointers.handle == nil, "pointers are nil")
        let arrays = Factory<Geometry.Arrays>.provide()
        expect(arrays.four == (0, 0, 0, 0) && arrays.corners.1.y == 0 && arrays.grid.1.2 == 0, "arrays are tuples of provided values")
        expect(Factory<Geometry.Color>.provide() == Geometry.ColorRed, "a plain enum is its first constant")
        expect(Factory<Geometry.Signed>.provide() == Geometry.SignedLow, "a signed enum is its first constant, -1")
        expect(Factory<Geometry.Level>.provide() == Geometry.LevelLow, "an anonymous enum behind a typedef is its first constant")
        expect(Factory<Geometry.ShapeKind>.provide() == .circle, "a closed enum is its first case")
        expect(Factory<Geometry.HTTPStatus>.provide() == .OK, "an open enum is its first case")
        expect(Factory<Geometry.Permissions>.provide() == .read, "an option set is its first flag")
        expect(Factory<Geometry.URLFlags>.provide() == .secure, "an option set skips a zero flag")
        expect(Factory<Geometry.Value>.provide().integer == 0, "a union is zeroed")
        let callbacks = Factory<Geometry.Callbacks>.provide()
        expect(callbacks.ref == nil && callbacks.handler == nil && callbacks.fixedPoint.x == 0, "typedefs of pointers are nil")
        let handler: Geometry.Handler = { $0 }
        expect(handler(1) == 1 && Factory<Geometry.Flexible>.provide().count == 0, "a function typedef is a Swift function type")
        let sink: Geometry.Sink = { _, length in Int32(length) }
        let pipeline = Factory<Geometry.Pipeline>.provide() |> Geometry.Pipeline._stage *~ 4
        expect(sink(nil, 3) == 3 && pipeline.sink == nil && pipeline.fetch == nil && pipeline.cursor == nil && pipeline.stage == 4,
               "function pointers and an anonymous pointee are nil; a function typedef takes size_t as Int")
        expect(Factory<Geometry.Ledger>.provide().total == 0, "a struct holding an array of anonymous unions is zeroed")
        let letter = Factory<Geometry.Letter>.provide() |> Geometry.Letter._stamp *~ 9
        expect(letter.stamp == 9 && letter.detail.initial == 0 && Factory<Geometry.Parcel>.provide().detail.code == 0,
               "structs of anonymous unions Swift confuses are zeroed")
        expect(Factory<Geometry.Mood>.provide() == .calm && Factory<Geometry.Tone>.provide() == Geometry.ToneWarm,
               "deprecated and unavailable constants are never the provided one")
        let tagged = Factory<Geometry.Tagged>.provide() |> Geometry.Tagged._tag *~ 2
        expect(tagged.tag == 2 && tagged.asInt == 0, "a struct with an anonymous member is zeroed")
        let constants = Factory<Geometry.Constants>.provide() |> Geometry.Constants._fixed *~ 7
        expect(constants.fixed == 7, "a const field is set by rebuilding")
        let bits = Factory<Geometry.Bits>.provide() |> Geometry.Bits._mode *~ 5
        expect(bits.mode == 5 && bits.ready == 0, "a bit-field lens sets its bits only")
        let scene = Factory<Stage.Scene>.provide() |> Stage.Scene._origin * Geometry.Point._x *~ 3
        expect(scene.origin.x == 3 && scene.shapes.count == 1, "a Swift model of C types composes their lenses")
    }
    """
}
