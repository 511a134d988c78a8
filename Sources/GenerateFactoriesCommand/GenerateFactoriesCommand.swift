import Foundation
import PackagePlugin

/// `swift package generate-factories [--target AppTests …]`: writes
/// `Factories.generated.swift` into each test target's folder, for teams that commit the
/// generated file instead of using the build tool plugin. Without `--target`, every test
/// target of the package is generated.
@main
struct GenerateFactoriesCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = try names.isEmpty
            ? context.package.targets.filter { ($0 as? SourceModuleTarget)?.kind == .test }
            : context.package.targets(named: names)
        let tool = try context.tool(named: "factorygen")
        var failures: [String] = []
        for case let target as SourceModuleTarget in targets {
            let output = target.directoryURL.appendingPathComponent(FactoryGenInvocation.outputFileName)
            let invocation = FactoryGenInvocation(target: target, package: context.package, output: output)
            // The generated file is itself in the target's folder: do not read it back in. Before
            // the first run there is none, and excluding a missing path would be warned about.
            let exists = FileManager.default.fileExists(atPath: output.path)
            let arguments = invocation.arguments + (exists ? ["--exclude", output.path] : [])
            let process = try Process.run(tool.url, arguments: arguments)
            process.waitUntilExit()
            if process.terminationStatus != 0 {
                failures.append(target.name)
            }
        }
        if !failures.isEmpty {
            Diagnostics.error("factorygen failed for \(failures.joined(separator: ", "))")
            throw GenerationFailed()
        }
    }

    private struct GenerationFailed: Error, CustomStringConvertible {
        var description: String { "factorygen reported errors" }
    }
}
