import Foundation
@testable import FactoryGenCore
import FactoryGenVerification

/// Builds fixture code the way a user's project does: the models as their own module with
/// `-enable-testing`, then the generated file plus a law-checking driver as a second module
/// that `@testable import`s the models and links FactoryRuntime, and runs it.
enum SwiftCompiler {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Every fixture's scratch space; the runtime is compiled into it once per test run.
    static let workspace: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fg-compile-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    /// FactoryRuntime built from `Repository.runtimeSources`, once; later callers reuse it.
    static let runtime: Result<URL, Failure> = {
        let directory = workspace.appendingPathComponent("runtime")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let sources = try SwiftcArguments.sources(in: Repository.runtimeSources)
            try compile(sources + SwiftcArguments.library("FactoryRuntime", in: directory, testable: false))
            return .success(directory)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(description: "\(error)"))
        }
    }()

    /// Compiles `models` as module `module`, then `generated` and `driver` against it, and runs
    /// the driver. Throws with the compiler's or the driver's output when any step fails,
    /// and when the generated code compiles with warnings.
    ///
    /// With `samePackage`, both modules get one `-package-name`, as the targets of a SwiftPM
    /// package do; without it they are strangers, as in an Xcode project.
    /// `testSources` are compiled with the generated file, as the test target's own files are;
    /// `modelFlags` go to the models only (`-default-isolation MainActor`), `driverFlags` to the
    /// generated file and the driver, as a test target's settings do.
    static func compileAndRun(set: String, module: String, models: [String], generated: String, driver: String,
                              testSources: [String] = [], samePackage: Bool = true, modelFlags: [String] = [],
                              driverFlags: [String] = []) throws -> String {
        try compileAndRun(set: set, modules: [(module, models)], generated: generated, driver: driver, testSources: testSources,
                          samePackage: samePackage, modelFlags: modelFlags, driverFlags: driverFlags)
    }

    /// The same with several model modules, compiled in the order given (a module imports only
    /// those before it), each with `-enable-testing`; the generated file and the driver link all.
    static func compileAndRun(set: String, modules: [(name: String, sources: [String])], generated: String, driver: String,
                              testSources: [String] = [], samePackage: Bool = true, modelFlags: [String] = [],
                              driverFlags: [String] = []) throws -> String {
        let runtimeDirectory = try runtime.get()
        let directory = workspace.appendingPathComponent(set)
        let package = samePackage ? ["-package-name", "FixturePackage"] : []
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (index, module) in modules.enumerated() {
            let dependencies = modules[..<index].map { "-l" + $0.name }
            let search = index > 0 ? ["-I", directory.path, "-L", directory.path] : []
            try compile(module.sources + SwiftcArguments.library(module.name, in: directory, testable: true) + search + dependencies + package + modelFlags)
        }

        let generatedFile = directory.appendingPathComponent("Factories.generated.swift")
        let mainFile = directory.appendingPathComponent("main.swift")
        try generated.write(to: generatedFile, atomically: true, encoding: .utf8)
        try driver.write(to: mainFile, atomically: true, encoding: .utf8)
        let executable = directory.appendingPathComponent("driver")
        let output = try compile([generatedFile.path, mainFile.path] + testSources
            + SwiftcArguments.executable(executable, linking: [("FactoryRuntime", runtimeDirectory)] + modules.map { ($0.name, directory) }) + package + driverFlags)
        let warnings = output.split(separator: "\n").filter { $0.contains("Factories.generated.swift") && $0.contains("warning:") }
        if !warnings.isEmpty {
            throw Failure(description: "the generated code compiles with warnings:\n\(output)")
        }
        let run = try Shell.run(executable.path, [])
        guard run.status == 0 else {
            throw Failure(description: "the driver failed (status \(run.status)):\n\(run.stdout)\n\(run.stderr)")
        }
        return run.stdout
    }

    /// Runs swiftc in Swift 6 mode with `DEBUG` defined; returns its diagnostics output.
    @discardableResult
    private static func compile(_ arguments: [String]) throws -> String {
        let result = try Shell.run(Shell.swiftc, ["-swift-version", "6", "-D", "DEBUG", "-Onone"] + arguments)
        let output = result.stdout + result.stderr
        guard result.status == 0 else {
            throw Failure(description: "swiftc failed:\n\(output)")
        }
        return output
    }
}
