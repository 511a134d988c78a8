import FactoryGenCore
import Foundation

/// Checks factorygen on any folder of Swift models that compiles as one module, as a user's
/// build would: generates, compiles the models with `-enable-testing`, compiles the generated
/// file with a ``LawDriver`` in a second module that `@testable import`s them, and runs it.
///
/// ```swift
/// let check = RealCodeCheck(folder: "/tmp/models", module: "OctoKit", runtimeSources: runtime, workspace: scratch)
/// print(try check.run().line)
/// // OctoKit: 86 types, 75 generated, 11 skipped (6 private, 5 no initializer), 0 errors, 0 warnings, 1765/1765 laws
/// ```
public struct RealCodeCheck: Sendable {
    public var folder: String
    public var module: String
    /// `Sources/FactoryRuntime`, compiled into the workspace first.
    public var runtimeSources: URL
    public var workspace: URL
    /// Extra `swiftc` arguments for the models (`-swift-version 5`).
    public var modelFlags: [String] = []
    /// Extra swiftc arguments for the test target alone, the generated file and the law driver:
    /// the upcoming features a package turns on for its tests (`-enable-upcoming-feature
    /// ExistentialAny`), which the models' own flags need not have.
    public var testFlags: [String] = []
    /// C headers the models' module reads through its Clang module, as a `clang:` section
    /// gives them: their types are generated and checked too.
    public var cHeaders: CHeaderSettings?
    public var swiftc: String
    /// Only generate and count, without compiling or running anything: the share of visible
    /// types built, in a fraction of a second.
    public var planOnly = false
    /// Arbitrary values each lens's laws are checked on: fewer than the fixtures' 1,000, since a
    /// real module has thousands of lenses.
    public var lawSeeds = 20
    /// Seconds one type's checks may go without output before they are stopped and the type
    /// counted as hung.
    public var typeTimeLimit: TimeInterval = 300

    public init(folder: String, module: String, runtimeSources: URL, workspace: URL, modelFlags: [String] = [], swiftc: String) {
        self.folder = folder
        self.module = module
        self.runtimeSources = runtimeSources
        self.workspace = workspace
        self.modelFlags = modelFlags
        self.swiftc = swiftc
    }

    /// What one run found.
    public struct Report: Sendable {
        public var module: String
        public var types = 0
        public var generated = 0
        /// Skipped types, counted by the kind of reason.
        public var skipped: [String: Int] = [:]
        public var errors = 0
        public var warnings = 0
        /// The generator's own errors, which fail the build of a test target that runs it even
        /// when the file it writes compiles.
        public var generatorErrors: [String] = []
        /// What the parser could not read in the models (the generator warns, or fails when
        /// `strict`): a construct it does not know, whose declarations get no factory.
        public var parseErrors: [String] = []
        public var lawsPassed = 0
        public var lawsChecked = 0
        /// Nothing was compiled (``RealCodeCheck/planOnly``).
        public var isPlanOnly = false
        /// The driver stopped before checking any type (a model's own code trapped).
        public var crashed = false
        /// The types whose checks trapped, each ending its run of the driver: the others are
        /// checked in runs of their own, so that one trap hides no other.
        public var trapped: [String] = []
        /// The types whose checks were stopped for writing nothing too long (``RealCodeCheck/typeTimeLimit``).
        public var hung: [String] = []
        /// The compiler's or the driver's output when something failed, for the log.
        public var log = ""

        public var passed: Bool {
            generatorErrors.isEmpty && parseErrors.isEmpty && errors == 0 && warnings == 0 && !crashed && trapped.isEmpty && hung.isEmpty && lawsChecked > 0 && lawsPassed == lawsChecked
        }

        /// Types a test module can name (private and unavailable ones aside), and the share of
        /// them generated.
        public var visible: Int { types - (skipped["private"] ?? 0) - (skipped["unavailable"] ?? 0) }
        public var visibleShare: String {
            visible == 0 ? "100%" : String(format: "%.1f%%", Double(generated) * 100 / Double(visible))
        }

        /// The one-line summary.
        public var line: String {
            let reasons = skipped.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
                .map { "\($0.value) \($0.key)" }.joined(separator: ", ")
            let skippedCount = skipped.values.reduce(0, +)
            return "\(module): \(types) types, \(generated) generated, \(skippedCount) skipped"
                + (reasons.isEmpty ? "" : " (\(reasons))")
                + ", \(visibleShare) of visible"
                + (parseErrors.isEmpty ? "" : ", \(parseErrors.count) parse error\(parseErrors.count == 1 ? "" : "s")")
                + (generatorErrors.isEmpty ? "" : ", \(generatorErrors.count) generator error\(generatorErrors.count == 1 ? "" : "s")")
                + (isPlanOnly ? "" : ", \(errors) errors, \(warnings) warnings, "
                + (crashed ? "the driver crashed" : "\(lawsPassed)/\(lawsChecked) laws")
                + (trapped.isEmpty ? "" : ", \(trapped.count) type\(trapped.count == 1 ? "" : "s") trapped")
                + (hung.isEmpty ? "" : ", \(hung.count) type\(hung.count == 1 ? "" : "s") hung"))
        }
    }

    public func run() throws -> Report {
        var report = Report(module: module)
        let files = SourceCollector.collect(includes: [ConfiguredPath(resolving: folder, against: ".", key: "folder")], excludes: []).files
        let result = Generator.generate(GenerationRequest(sourceFiles: files, testableImports: [module],
                                                          defaultIsolation: Self.defaultIsolation(in: modelFlags), cHeaders: cHeaders))
        report.generated = result.plan.types.count
        report.generatorErrors = result.diagnostics.filter { $0.severity == .error }.map(\.description)
        let parsed = files.compactMap { path in (try? Data(contentsOf: URL(fileURLWithPath: path))).map { Parser.parse([UInt8]($0), path: path) } }
        report.parseErrors = parsed.flatMap(\.diagnostics).filter { $0.severity == .error }.map(\.description)
        report.types = result.plan.types.count + result.plan.skipped.count
        for skipped in result.plan.skipped { report.skipped[Self.kind(of: skipped.reason), default: 0] += 1 }
        report.log = result.plan.skipped.map { "skipped \($0.name) (\($0.location)): \($0.reason)" }.joined(separator: "\n")
        if planOnly {
            report.isPlanOnly = true
            report.log = (report.parseErrors + report.generatorErrors + [report.log]).joined(separator: "\n")
            return report
        }
        report.log = (report.parseErrors + report.generatorErrors).map { $0 + "\n" }.joined()
        guard let code = result.code else {
            report.errors = 1
            report.log = result.diagnostics.map(\.description).joined(separator: "\n")
            return report
        }

        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        let runtime = workspace.appendingPathComponent("runtime")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
        let runtimeFiles = try SwiftcArguments.sources(in: runtimeSources)
        try compile(runtimeFiles + SwiftcArguments.library("FactoryRuntime", in: runtime, testable: false)
            + Self.runtimeTraitFlags(files: files, modelFlags: modelFlags))
        let models = workspace.appendingPathComponent("models")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        // One package for the models and the driver, as for a test target and its package's
        // modules: the models' own name when their flags give one (`package` declarations of a
        // dependency built with it need it), else one of ours.
        let packageName = Self.packageName(in: modelFlags)
        let packageFlags = packageName == nil ? ["-package-name", "RealCode"] : []
        try compile(files + SwiftcArguments.library(module, in: models, testable: true) + modelFlags + packageFlags)

        let generatedFile = workspace.appendingPathComponent("Factories.generated.swift")
        let mainFile = workspace.appendingPathComponent("main.swift")
        try code.write(to: generatedFile, atomically: true, encoding: .utf8)
        try LawDriver.source(plan: result.plan, files: parsed, generated: code, extra: "", bindsConstrainedGenerics: false, seeds: lawSeeds).write(to: mainFile, atomically: true, encoding: .utf8)
        let executable = workspace.appendingPathComponent("driver")
        let build = try Process.output(swiftc, [
            "-swift-version", "6", "-Onone", generatedFile.path, mainFile.path, "-package-name", packageName ?? "RealCode",
        ] + Self.driverFlags(in: modelFlags) + testFlags + SwiftcArguments.executable(executable, linking: [("FactoryRuntime", runtime), (module, models)]))
        let generatedLines = build.text.split(separator: "\n").filter { $0.contains("Factories.generated.swift:") }
        report.errors = generatedLines.count { $0.contains(": error:") }
        report.warnings = generatedLines.count { $0.contains(": warning:") }
        if !generatedLines.isEmpty { report.log += build.text }
        guard build.status == 0 else {
            report.errors = max(report.errors, 1)
            report.log += generatedLines.isEmpty ? build.text : ""
            return report
        }
        var driver = DriverRuns(executable: executable.path)
        driver.typeTimeLimit = typeTimeLimit
        try driver.runAll()
        report.lawsChecked = driver.checks
        report.lawsPassed = driver.checks - driver.failed
        report.crashed = driver.crashed
        report.trapped = driver.trapped.map(\.name)
        report.hung = driver.hung
        report.log += driver.log
        // What the generator said of the types that trapped: an initializer it knew may trap.
        for trap in driver.trapped {
            guard let location = result.plan.types.first(where: { $0.name == trap.name })?.location else { continue }
            let notes = result.diagnostics.filter { $0.location == location && $0.message.contains("may trap") }
            report.log += notes.map { "note: \($0.message)\n" }.joined()
        }
        return report
    }

    /// The models' module and library search paths (`-I stubs`, `-L…`), the libraries they link
    /// (`-lSwiftProtobuf`) and the run paths they give the linker (`-Xlinker -rpath -Xlinker
    /// dir`), which the driver needs too: it imports what the generated file imports, and a
    /// generated file that names a dependency's types (a `Google_Protobuf_Any` field) links
    /// against that dependency, as a test target does. And the manifest API's version
    /// (`-package-description-version 999.0`, SwiftPM's PackageDescription): without it every
    /// declaration the models mark `@available(_PackageDescription, introduced: …)` is
    /// unavailable to the generated file.
    static func driverFlags(in flags: [String]) -> [String] {
        var driver: [String] = []
        var index = 0
        while index < flags.count {
            let flag = flags[index]
            if Self.optionsSpelledLikeSearchPaths.contains(flag) {
                // `-language-mode 6`: the models' option, and its argument with it.
                index += 2
                continue
            } else if flag == "-package-description-version", index + 1 < flags.count {
                // The models' `@available(_PackageDescription, introduced: 5.6)` declarations are
                // checked against the version their client says it speaks, as a manifest does.
                driver += [flag, flags[index + 1]]
                index += 1
            } else if ["-I", "-L", "-F", "-l", "-Isystem", "-Fsystem"].contains(flag), index + 1 < flags.count {
                driver += [flag, flags[index + 1]]
                index += 1
            } else if flag.contains("=") || flag == "-link-objc-runtime" {
                // `-lto=llvm-thin`, `-ld-path=…`: options, not a library named `to=llvm-thin`.
            } else if ["-I", "-L", "-F", "-l"].contains(where: { flag.hasPrefix($0) && flag.count > 2 }) {
                driver.append(flag)
            } else if flag == "-Xcc", index + 1 < flags.count, Self.isClangModuleLookup(flags[index + 1]) {
                // A dependency built by SwiftPM (NIOCore) imports C modules of its own, found by
                // the module maps its build passes clang: whoever imports it needs them too.
                driver += [flag, flags[index + 1]]
                index += 1
            } else if flag == "-Xlinker", index + 3 < flags.count, flags[index + 1] == "-rpath", flags[index + 2] == "-Xlinker" {
                driver += Array(flags[index...index + 3])
                index += 3
            }
            index += 1
        }
        return driver
    }

    /// A clang option that tells where a C module is (`-fmodule-map-file=…`, `-I…`), not how the
    /// models' own headers are compiled (`-DDEBUG`), which the driver has no business with.
    static func isClangModuleLookup(_ option: String) -> Bool {
        option.hasPrefix("-fmodule-map-file=") || (option.hasPrefix("-I") && option.count > 2)
    }

    /// The package the models' flags name (`-package-name DiscordBM`; the last one, as for
    /// the compiler), or `nil`.
    static func packageName(in flags: [String]) -> String? {
        guard let index = flags.lastIndex(of: "-package-name"), index + 1 < flags.count else { return nil }
        return flags[index + 1]
    }

    /// swiftc's options that begin as a joined `-l`, `-I`, `-L` or `-F` does but take an
    /// argument of their own, which the driver needs neither of.
    static let optionsSpelledLikeSearchPaths: Set<String> = [
        "-language-mode", "-library-level", "-libc", "-locale", "-localization-path", "-lto-library",
        "-load-plugin-library", "-load-plugin-executable", "-load-resolved-plugin",
    ]

    /// The package traits the models need (`Tagged`, `IdentifiedCollections`), as a test target
    /// whose models import those modules enables them: `-D` for each, with the models' search
    /// paths and libraries, so that FactoryRuntime's conformances for them are compiled in.
    static func runtimeTraitFlags(files: [String], modelFlags: [String]) -> [String] {
        let traits = ["Tagged", "IdentifiedCollections"].filter { trait in
            files.contains { path in
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return false }
                return text.contains("import \(trait)\n") || text.contains("import \(trait) ") || text.contains("import \(trait)\r")
            }
        }
        guard !traits.isEmpty else { return [] }
        return traits.flatMap { ["-D", $0] } + driverFlags(in: modelFlags)
    }

    /// The models' default isolation, as their flags set it (`-default-isolation MainActor`):
    /// the generator must know it, as the build plugin tells it a target's.
    static func defaultIsolation(in flags: [String]) -> ModelIsolation {
        var isolation = ModelIsolation.nonisolated
        for (flag, value) in zip(flags, flags.dropFirst()) where flag == "-default-isolation" {
            isolation = value == "MainActor" ? .mainActor : .nonisolated
        }
        return isolation
    }

    /// A skip reason without the names in it: `needs 'Account' for 'User.account', …` → `needs a type without a factory`.
    static func kind(of reason: String) -> String {
        if reason.hasPrefix("needs ") { return "need a type without a factory" }
        if reason.hasPrefix("is private") { return "private" }
        if reason.hasPrefix("is unavailable") || reason.hasSuffix("which is unavailable, so no code outside it can name it") { return "unavailable" }
        if reason.hasPrefix("holds an unowned reference") { return "unowned reference" }
        if reason.hasPrefix("is part of the cycle") { return "unbreakable cycle" }
        if reason.hasPrefix("is in the scope of a generic parameter named 'Self'") { return "generic parameter named Self" }
        if reason.contains("failable or throwing") { return "only failable or throwing initializers" }
        if reason.contains("no initializer") { return "no initializer" }
        if reason.contains("decoding may stop") { return "decoding may stop" }
        return reason
    }

    private func compile(_ arguments: [String]) throws {
        let result = try Process.output(swiftc, ["-Onone"] + arguments)
        guard result.status == 0 else { throw Failure(description: "swiftc failed:\n" + result.text) }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }
}

extension Process {
    /// Runs `executable` and returns its status and its standard output and error, interleaved.
    /// With a `stallLimit`, a process that writes nothing for that long is killed, and
    /// `stalled` says so: a model's code that never returns (Linux Foundation's
    /// `UserDefaults.set(nil, forKey:)` in optimizely's models) would otherwise hang the check.
    static func output(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil, stallLimit: TimeInterval? = nil
    ) throws -> (status: Int32, text: String, stalled: Bool) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("fg-check-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: file) }
        let handle = try FileHandle(forWritingTo: file)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        var stalled = false
        if let stallLimit {
            // The output's growth is the progress: the driver writes a line before each type.
            var size = -1
            var lastGrowth = Date()
            while process.isRunning {
                Thread.sleep(forTimeInterval: 0.05)
                let now = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
                if now != size {
                    size = now
                    lastGrowth = Date()
                } else if Date().timeIntervalSince(lastGrowth) > stallLimit, process.isRunning {
                    stalled = true
                    kill(process.processIdentifier, SIGKILL)
                    break
                }
            }
        }
        process.waitUntilExit()
        try? handle.close()
        return (process.terminationStatus, (try? String(contentsOf: file, encoding: .utf8)) ?? "", stalled)
    }
}
