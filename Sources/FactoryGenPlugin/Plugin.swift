import PackagePlugin

@main
struct FactoryGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] { [] }
}
