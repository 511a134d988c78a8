import PackagePlugin

@main
struct GenerateFactoriesCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {}
}
