/// The flags of `factorygen generate` as the command line gives them, before they become
/// ``GenerateOptions``: what ArgumentParser fills in, and what ``init(commonArguments:)``
/// reads without it.
///
/// ```swift
/// // factorygen --include Sources/App --testable App --output Out.swift --quiet
/// var flags = GenerateFlags()
/// flags.includes = ["Sources/App"]
/// flags.testables = ["App"]
/// flags.output = "Out.swift"
/// flags.quiet = true
/// flags.problem    // nil
/// flags.options    // GenerateOptions(overrides: …, verbosity: .quiet)
/// ```
public struct GenerateFlags: Hashable, Sendable {
    public var config: String?
    public var noConfig = false
    public var check = false
    public var standardOutput = false
    public var verbose = false
    public var quiet = false
    public var includes: [String] = []
    public var excludes: [String] = []
    public var context: [String] = []
    public var testables: [String] = []
    /// `--module-folder Module=folder`, as written.
    public var moduleFolders: [String] = []
    public var imports: [String] = []
    public var templates: [String] = []
    public var output: String?
    public var retroactive = false
    public var strict = false
    public var defaultIsolation: [String] = []
    public var clangHeaders: [String] = []
    public var clangFlags: [String] = []
    public var clangModule: String?

    public init() {}

    /// Why the flags cannot go together, as the usage error says it; `nil` when they can.
    public var problem: String? {
        if check && standardOutput { return "--check and --stdout cannot be used together." }
        if verbose && quiet { return "--verbose and --quiet cannot be used together." }
        if noConfig && config != nil { return "--no-config and --config cannot be used together." }
        for value in defaultIsolation where ModelIsolation.parse(argument: value) == nil {
            return "--default-isolation must be MainActor, nonisolated or Module=MainActor, not '\(value)'."
        }
        for value in moduleFolders where ModuleFolder(argument: value) == nil {
            return "--module-folder must be Module=folder, not '\(value)'."
        }
        return nil
    }

    /// What the flags ask the runner to do.
    public var options: GenerateOptions {
        let isolations = defaultIsolation.compactMap(ModelIsolation.parse(argument:))
        let moduleIsolation = Dictionary(isolations.compactMap { value in value.module.map { ($0, value.isolation) } }) { _, last in last }
        var overrides = ConfigurationOverrides(
            includes: includes, excludes: excludes, context: context, testables: testables,
            imports: imports, templates: templates, output: output, retroactive: retroactive, strict: strict,
            defaultIsolation: isolations.last { $0.module == nil }?.isolation, moduleIsolation: moduleIsolation)
        overrides.moduleFolders = moduleFolders.compactMap(ModuleFolder.init(argument:))
        overrides.clangHeaders = clangHeaders
        overrides.clangFlags = clangFlags
        overrides.clangModule = clangModule
        return GenerateOptions(
            configPath: config,
            ignoresDefaultConfig: noConfig,
            overrides: overrides,
            mode: check ? .check : standardOutput ? .standardOutput : .write,
            verbosity: quiet ? .quiet : verbose ? .verbose : .normal
        )
    }
}
