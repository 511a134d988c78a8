import Foundation
import PackagePlugin

/// Generates factories and lenses for a test target, with no configuration.
///
/// ```swift
/// .testTarget(
///     name: "AppTests",
///     dependencies: ["App", .product(name: "FactoryRuntime", package: "factorygen")],
///     plugins: [.plugin(name: "FactoryGenPlugin", package: "factorygen")]
/// )
/// ```
/// The generated file goes to the plugin's work directory, never into the source tree.
@main
struct FactoryGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent(FactoryGenInvocation.outputFileName)
        let invocation = FactoryGenInvocation(target: target, package: context.package, output: output)
        return [
            .buildCommand(
                displayName: "Generating factories for \(target.name)",
                executable: try context.tool(named: "factorygen").url,
                arguments: invocation.arguments,
                inputFiles: invocation.inputFiles,
                outputFiles: [output]
            ),
        ]
    }
}
