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

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same plugin on an Xcode project's test target: the models are the Swift files of the
/// targets it depends on, and the conformances are `@retroactive`, since an Xcode project's
/// targets are not one package. A thin adapter over ``FactoryGenInvocation``; it cannot be
/// compiled outside Xcode.
extension FactoryGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appendingPathComponent(FactoryGenInvocation.outputFileName)
        let models = target.dependencies.compactMap { dependency -> FactoryGenInvocation.ModelModule? in
            guard case .target(let model) = dependency else { return nil }
            let files = model.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
            return FactoryGenInvocation.ModelModule(name: model.product?.name ?? model.displayName, files: files)
        }
        let testFiles = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        let folder = testFiles.first?.deletingLastPathComponent() ?? context.xcodeProject.directoryURL
        let invocation = FactoryGenInvocation(models: models, testFiles: testFiles, folder: folder, output: output,
                                              extraArguments: ["--retroactive"])
        return [
            .buildCommand(
                displayName: "Generating factories for \(target.displayName)",
                executable: try context.tool(named: "factorygen").url,
                arguments: invocation.arguments,
                inputFiles: invocation.inputFiles,
                outputFiles: [output]
            ),
        ]
    }
}
#endif
