import Foundation
import Testing
@testable import FactoryGenVerification

/// The check tool runs every type's checks even when some trap: a trap ends the driver's
/// process, so each one is recorded and the types after it are checked in another run.
@Suite struct RealCodeCheckTrapTests {
    /// Two types whose only initializers reject the made-up values (the generator calls them,
    /// noting that they may trap) around one that builds, each checked. Their checks are ones
    /// no made-up value is shaped for (a number compared with a literal would be passed one
    /// that passes).
    @Test func everyTypeIsCheckedWhateverTraps() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("fg-trap-check-\(UUID().uuidString)")
        let folder = scratch.appendingPathComponent("Models")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try """
            public struct Gauge {
                public let level: Int
                public init(level: Int) {
                    precondition(level % 7 == 3, "a gauge reads three past a multiple of seven")
                    self.level = level
                }
            }

            public struct Note {
                public var title: String
                public var pages: Int
            }

            public struct Shelf {
                public let label: String
                public init(label: String) {
                    precondition(label.hasPrefix("#"), "a shelf's label is a tag")
                    self.label = label
                }
            }
            """.write(to: folder.appendingPathComponent("Store.swift"), atomically: true, encoding: .utf8)

        let check = RealCodeCheck(
            folder: folder.path, module: "Store", runtimeSources: Repository.runtimeSources,
            workspace: scratch.appendingPathComponent("workspace"), swiftc: Shell.swiftc
        )
        let report = try check.run()

        #expect(report.errors == 0 && report.warnings == 0, "\(report.log)")
        #expect(report.trapped == ["Store.Gauge", "Store.Shelf"], "\(report.log)")
        #expect(!report.crashed)
        #expect(!report.passed)
        // Note's provide() and its two lenses' laws, counted from the run between the traps.
        #expect(report.lawsChecked > 0 && report.lawsPassed == report.lawsChecked, "\(report.log)")
        #expect(report.line.hasSuffix("\(report.lawsPassed)/\(report.lawsChecked) laws, 2 types trapped"), "\(report.line)")
        #expect(report.log.contains("trapped while checking Store.Gauge"))
        #expect(report.log.contains("a gauge reads three past a multiple of seven"))
        // The generator's note on why it called an initializer that may trap.
        #expect(report.log.contains("note: 'Gauge' is built with init(level:)"), "\(report.log)")
    }
}
