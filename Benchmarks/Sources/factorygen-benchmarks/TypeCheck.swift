import Foundation

/// Type-checks the models and the generated file with `swiftc`, as a test build does: the
/// models as their own module, the generated file against it and FactoryRuntime, the two in
/// one package. Without a package name Swift warns at every conformance the file declares (a
/// type and a protocol of other modules), and drawing those warnings took two fifths of the
/// file's type-check on TootSDK's models, which a test target of the models' package never pays.
struct TypeCheck {
    var models: [String]
    var module: String
    var modelFlags: [String]
    var iterations: Int

    /// The package of the models and of the test target that type-checks the generated file.
    static let packageName = "Models"

    /// The folder of FactoryRuntime's sources, next to this package.
    static let runtimeSources: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/FactoryRuntime")

    func run(generated: String) throws -> (models: Measurement, generated: Measurement) {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("factorygen-benchmarks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }

        let runtime = try swiftFiles(in: Self.runtimeSources)
        try swiftc(["-parse-as-library", "-swift-version", "6", "-module-name", "FactoryRuntime", "-emit-module",
                    "-emit-module-path", work.appendingPathComponent("FactoryRuntime.swiftmodule").path] + runtime)
        try swiftc(["-parse-as-library", "-enable-testing", "-module-name", module, "-package-name", Self.packageName, "-emit-module",
                    "-emit-module-path", work.appendingPathComponent("\(module).swiftmodule").path] + modelFlags + models)
        let generatedFile = work.appendingPathComponent("Factories.generated.swift")
        try Data(generated.utf8).write(to: generatedFile)

        let modelTime = try Measurement.of(iterations: iterations) {
            try swiftc(["-typecheck", "-parse-as-library", "-module-name", module, "-package-name", Self.packageName] + modelFlags + models)
        }
        let generatedTime = try Measurement.of(iterations: iterations) {
            try swiftc(["-typecheck", "-parse-as-library", "-swift-version", "6", "-module-name", "Tests", "-package-name", Self.packageName,
                        "-I", work.path]
                       + searchPaths + [generatedFile.path])
        }
        return (modelTime, generatedTime)
    }

    /// The model flags that say where modules are (`-I DIR`, `-F DIR`): the generated file
    /// imports what the models import, and needs them too.
    var searchPaths: [String] {
        var paths: [String] = []
        var index = 0
        while index < modelFlags.count {
            let flag = modelFlags[index]
            if (flag == "-I" || flag == "-F"), index + 1 < modelFlags.count {
                paths += [flag, modelFlags[index + 1]]
                index += 2
                continue
            }
            if flag.hasPrefix("-I") || flag.hasPrefix("-F") { paths.append(flag) }
            index += 1
        }
        return paths
    }

    private func swiftFiles(in folder: URL) throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift") { files.append(folder.appendingPathComponent(path).path) }
        }
        return files.sorted()
    }

    private func swiftc(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            // The frontend's own errors first: the driver's ("emit-module command failed") says only that one did.
            let errors = String(decoding: output, as: UTF8.self).split(separator: "\n").filter { $0.contains("error:") }
            let first = errors.first { !$0.contains("command failed") } ?? errors.first
            throw BenchmarkError("swiftc failed: " + (first.map(String.init) ?? "exit \(process.terminationStatus)"))
        }
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
