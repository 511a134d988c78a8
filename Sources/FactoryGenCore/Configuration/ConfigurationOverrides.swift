/// Settings given as command-line flags, which work with or without `.factory.yml`: lists add
/// to the file's lists, `output` replaces the file's. Paths are relative to the current folder.
///
/// ```swift
/// // factorygen --include Sources/App --testable App --output Tests/AppTests/Factories.generated.swift
/// let overrides = ConfigurationOverrides(includes: ["Sources/App"], testables: ["App"],
///                                        output: "Tests/AppTests/Factories.generated.swift")
/// let configuration = try ConfigurationLoader.resolve(configPath: nil, overrides: overrides)
/// ```
public struct ConfigurationOverrides: Hashable, Sendable {
    public var includes: [String]
    public var excludes: [String]
    /// `--context`: files or folders read for what they declare, with nothing generated for them.
    public var context: [String]
    public var testables: [String]
    /// `--module-folder`: folders whose Swift files belong to a module not named like them.
    public var moduleFolders: [ModuleFolder] = []
    public var imports: [String]
    public var templates: [String]
    public var output: String?
    /// `--retroactive`: turns `retroactive` on (a flag cannot turn it off).
    public var retroactive: Bool
    /// `--strict`: turns `strict` on.
    public var strict: Bool
    /// `--default-isolation MainActor`: replaces the file's `defaultIsolation` for every module.
    public var defaultIsolation: DefaultIsolation?
    /// `--default-isolation App=MainActor`: one module's isolation, added to the file's.
    public var moduleIsolation: [String: DefaultIsolation]
    /// `--clang-header`: C headers added to the `clang:` section's.
    public var clangHeaders: [String] = []
    /// `--clang-flag`: libclang flags added to the section's (`-I` paths relative to the current folder).
    public var clangFlags: [String] = []
    /// `--clang-module`: replaces the section's module.
    public var clangModule: String?

    public init(
        includes: [String] = [],
        excludes: [String] = [],
        context: [String] = [],
        testables: [String] = [],
        imports: [String] = [],
        templates: [String] = [],
        output: String? = nil,
        retroactive: Bool = false,
        strict: Bool = false,
        defaultIsolation: DefaultIsolation? = nil,
        moduleIsolation: [String: DefaultIsolation] = [:]
    ) {
        self.includes = includes
        self.excludes = excludes
        self.context = context
        self.testables = testables
        self.imports = imports
        self.templates = templates
        self.output = output
        self.retroactive = retroactive
        self.strict = strict
        self.defaultIsolation = defaultIsolation
        self.moduleIsolation = moduleIsolation
    }

    /// Whether the flags say enough to run without a configuration file.
    public var canStandAlone: Bool { !includes.isEmpty || output != nil }
}

extension Configuration {
    /// Adds the flags' lists to this configuration's and lets `--output` replace `output`;
    /// flag paths are relative to `directory`. Module names given twice are imported once, in
    /// the order first given.
    public mutating func apply(_ overrides: ConfigurationOverrides, relativeTo directory: String = ".") {
        func paths(_ written: [String], flag: String) -> [ConfiguredPath] {
            written.map { ConfiguredPath(resolving: $0, against: directory, key: flag) }
        }
        includes += paths(overrides.includes, flag: "--include")
        excludes += paths(overrides.excludes, flag: "--exclude")
        context += paths(overrides.context, flag: "--context")
        templates += paths(overrides.templates, flag: "--template")
        testables = Self.unique(testables + overrides.testables)
        for folder in overrides.moduleFolders {
            moduleFolders.append(ModuleFolder(module: folder.module, folder: ConfiguredPath(resolving: folder.folder, against: directory, key: "--module-folder").path))
        }
        imports = Self.unique(imports + overrides.imports)
        retroactive = retroactive || overrides.retroactive
        strict = strict || overrides.strict
        if let isolation = overrides.defaultIsolation { defaultIsolation = ModelIsolation(all: isolation) }
        defaultIsolation.modules.merge(overrides.moduleIsolation) { _, flag in flag }
        if !overrides.clangHeaders.isEmpty || !overrides.clangFlags.isEmpty || overrides.clangModule != nil {
            var section = clang ?? ClangConfiguration()
            section.headers += paths(overrides.clangHeaders, flag: "--clang-header")
            section.flags += ClangConfiguration.resolvingPaths(in: overrides.clangFlags, against: directory)
            section.module = overrides.clangModule ?? section.module
            clang = section
        }
        if let output = overrides.output {
            self.output = ConfiguredPath(resolving: output, against: directory, key: "--output")
        }
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}

extension ConfigurationLoader {
    /// The configuration for one run: the file at `configPath` when given; else `.factory.yml`
    /// in `directory` when it exists; else the flags alone when they name includes or an
    /// output. Then `overrides` are applied. `configPath` and flag paths are relative to
    /// `directory` (the current folder). With `findsDefault` false, `.factory.yml` is not looked
    /// for (`--no-config`: the build plugin must not pick up a configuration meant for the CLI).
    public static func resolve(configPath: String?, overrides: ConfigurationOverrides,
                               in directory: String = ".", findsDefault: Bool = true) throws(ConfigurationError) -> Configuration {
        var configuration: Configuration
        let defaultPath = PathNormalizer.join(directory, defaultFileName)
        if let configPath {
            configuration = try load(path: PathNormalizer.join(directory, configPath))
        } else if findsDefault, FileSystem.status(defaultPath) != nil {
            configuration = try load(path: defaultPath)
        } else if overrides.canStandAlone {
            configuration = Configuration()
        } else {
            throw ConfigurationError([.error(
                "no configuration: '\(defaultFileName)' is not in the current folder; "
                    + "pass --config PATH, or --include and --output")])
        }
        configuration.apply(overrides, relativeTo: directory)
        // A file's `clang:` section was checked as it was read; the flags alone are checked here.
        if let clang = configuration.clang, clang.module == nil || clang.headers.isEmpty {
            throw ConfigurationError([.error(
                "reading C headers needs both headers and a module: pass --clang-header and --clang-module, "
                    + "or write them under 'clang:' in '\(defaultFileName)'")])
        }
        return configuration
    }
}
