import Foundation
import Testing
@testable import FactoryGenVerification

/// The check tool counts the generator's own errors: one fails a test target's build even when
/// the file written beside it compiles, as a file it could not parse did on real code.
@Suite struct RealCodeCheckGeneratorErrorTests {
    @Test func aFileTheGeneratorCannotParseFailsTheCheck() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("fg-generator-error-\(UUID().uuidString)")
        let folder = scratch.appendingPathComponent("Models")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try """
            public struct Note {
                public var title: String
                public let : Int
            }
            """.write(to: folder.appendingPathComponent("Note.swift"), atomically: true, encoding: .utf8)

        var check = RealCodeCheck(
            folder: folder.path, module: "Notes", runtimeSources: Repository.runtimeSources,
            workspace: scratch.appendingPathComponent("workspace"), swiftc: Shell.swiftc
        )
        check.planOnly = true
        let report = try check.run()

        #expect(report.generatorErrors.count == 1, "\(report.generatorErrors)")
        #expect(report.generatorErrors.first?.contains("Note.swift:3:") == true, "\(report.generatorErrors)")
        #expect(report.line.hasSuffix("of visible, 1 generator error"), "\(report.line)")
        #expect(report.log.contains("error:"), "\(report.log)")
        #expect(!report.passed)
    }
}
