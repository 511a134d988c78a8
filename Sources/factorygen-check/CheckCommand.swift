import ArgumentParser
import FactoryGenCore
import FactoryGenVerification
import Foundation

/// `factorygen-check FOLDER --module NAME`: factorygen on a real folder of models, end to end.
@main
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "factorygen-check",
        abstract: "Generate for a folder of Swift models, compile everything and check every provide() and law.",
        discussion: """
            The folder must compile as one module (add stubs for what it imports). Prints one line:
            types, generated, skipped by reason, compiler errors and warnings in the generated file,
            and laws passed. Exits 1 unless the generated file compiles cleanly and every law holds.

            Example:
              swift run factorygen-check /tmp/octokit --module OctoKit --model-flag=-swift-version --model-flag=5
              swift run factorygen-check /tmp/empty --module App --clang-module CZlib --clang-header /usr/include/zlib.h \\
                  --model-flag=-I --model-flag=/tmp/czlib   # the folder holding CZlib's module.modulemap
              swift run factorygen-check /tmp/models --module App --test-flag=-enable-upcoming-feature --test-flag=ExistentialAny
            """
    )

    @Argument(help: "The folder of Swift models.")
    var folder: String

    @Option(help: "The models' module name.")
    var module: String

    @Option(name: .customLong("model-flag"), parsing: .unconditionalSingleValue, help: "An extra swiftc argument for the models (repeatable).")
    var modelFlags: [String] = []

    @Option(name: .customLong("test-flag"), parsing: .unconditionalSingleValue,
            help: "An extra swiftc argument for the test target, the generated file and the law driver (repeatable): an upcoming feature it is built with.")
    var testFlags: [String] = []

    @Option(name: .customLong("clang-header"), help: "A C header whose types are generated too, as `clang: headers:` lists them (repeatable).")
    var clangHeaders: [String] = []

    @Option(name: .customLong("clang-flag"), parsing: .unconditionalSingleValue, help: "A libclang flag for the C headers (repeatable).")
    var clangFlags: [String] = []

    @Option(name: .customLong("clang-module"), help: "The Clang module of the C headers; pass its module map's folder with --model-flag=-I.")
    var clangModule: String?

    @Flag(help: "Only generate and count the types built, without compiling (prints the skipped types).")
    var planOnly = false

    @Option(help: "How many arbitrary values each lens's laws are checked on.")
    var lawSeeds = 20

    @Option(help: "Seconds one type's checks may go without output before they are stopped and the type counted as hung.")
    var typeTimeLimit: Double = 300

    @Option(help: "A folder for the build products and the generated file (default: a new temporary folder).")
    var workspace: String?

    func run() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let workspace = workspace.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("factorygen-check-\(module)-\(UUID().uuidString)")
        var check = RealCodeCheck(
            folder: folder, module: module, runtimeSources: root.appendingPathComponent("FactoryRuntime"),
            workspace: workspace, modelFlags: modelFlags, swiftc: Self.swiftc
        )
        if !clangHeaders.isEmpty {
            guard let clangModule else { throw ValidationError("--clang-header needs --clang-module") }
            check.cHeaders = CHeaderSettings(headers: clangHeaders, flags: clangFlags, module: clangModule)
        }
        check.testFlags = testFlags
        check.planOnly = planOnly
        check.lawSeeds = lawSeeds
        check.typeTimeLimit = typeTimeLimit
        let log = workspace.appendingPathComponent("check.log")
        try? FileManager.default.removeItem(at: log)
        let report = try check.run()
        print(report.line)
        if planOnly {
            if !report.log.isEmpty { print(report.log) }
            return
        }
        if !report.log.isEmpty {
            try report.log.write(to: log, atomically: true, encoding: .utf8)
            if !report.passed { print("details: \(log.path)") }
        }
        if !report.passed { throw ExitCode(1) }
    }

    static var swiftc: String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/usr/bin/swiftc"
    }
}
