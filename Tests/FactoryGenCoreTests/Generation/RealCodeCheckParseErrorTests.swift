import Foundation
import Testing
@testable import FactoryGenVerification

/// The check tool counts what the parser could not read: the generator only warns (a construct
/// it does not know must not fail a build), but what it skipped gets no factory.
@Suite struct RealCodeCheckParseErrorTests {
    @Test func aFileTheParserCannotReadFailsTheCheck() throws {
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

        #expect(report.parseErrors.count == 1, "\(report.parseErrors)")
        #expect(report.parseErrors.first?.contains("Note.swift:3:") == true, "\(report.parseErrors)")
        #expect(report.generatorErrors.isEmpty, "\(report.generatorErrors)")
        #expect(report.line.hasSuffix("of visible, 1 parse error"), "\(report.line)")
        #expect(report.log.contains("error:"), "\(report.log)")
        #expect(!report.passed)
    }
}
