/// What to generate, as read from `.factory.yml` and the command line.
///
/// ```swift
/// var configuration = try ConfigurationLoader.load(path: "Fixtures/Example/.factory.yml")
/// configuration.includes.map(\.path) // ["Fixtures/Example/Models"]
/// configuration.output?.path         // "Fixtures/Example/Generated/Factories.generated.swift"
/// let request = GenerationRequest(sourceFiles: SourceCollector.collect(configuration).files,
///                                 imports: configuration.imports,
///                                 testableImports: configuration.testables)
/// ```
public struct Configuration: Hashable, Sendable {
    /// Swift files or folders to read (folders recursively).
    public var includes: [ConfiguredPath]
    /// Files or folders to leave out of `includes`.
    public var excludes: [ConfiguredPath]
    /// Swift files or folders read only for what they declare (hand-written `Providable`
    /// conformances, helper types of the test target): nothing is generated for them.
    public var context: [ConfiguredPath]
    /// Modules the generated file imports with `@testable`.
    public var testables: [String]
    /// Folders whose Swift files belong to a module that is not named like any folder of
    /// theirs (a SwiftPM target with its own `path:`); only from `--module-folder`.
    public var moduleFolders: [ModuleFolder] = []
    /// Modules the generated file imports plainly.
    public var imports: [String]
    /// The generated file; `nil` when neither the file nor a flag names one.
    public var output: ConfiguredPath?
    /// Template files or folders; empty means the bundled templates.
    public var templates: [ConfiguredPath]
    /// Whether conformances are marked `@retroactive`: for projects whose tests and models are
    /// not in one SwiftPM package (an Xcode project, say), where the compiler warns about a
    /// conformance of an imported type to an imported protocol. Within one package the attribute
    /// is an error, so it is off by default.
    public var retroactive: Bool
    /// Whether a type that cannot be provided is an error rather than a warning.
    public var strict: Bool
    /// The models' default isolation, for all of them or per module: `MainActor` for those
    /// built with `-default-isolation MainActor`, so that a type without an isolation of its
    /// own is treated as `@MainActor`.
    public var defaultIsolation: ModelIsolation
    /// C headers to read through libclang; `nil` without a `clang:` section.
    public var clang: ClangConfiguration?
    /// Where libclang is looked for when there are C headers.
    public var libclangSearch: LibclangSearch = .standard()
    /// Expressions that replace provided values: per property (`User.name: '"Ihara"'`) or per
    /// type (`LoadingState: .waiting`), in the order written.
    public var defaults: [ConfiguredDefault]
    /// The configuration file it was read from; `nil` when running from flags alone.
    public var file: String?

    public init(
        includes: [ConfiguredPath] = [],
        excludes: [ConfiguredPath] = [],
        context: [ConfiguredPath] = [],
        testables: [String] = [],
        imports: [String] = [],
        output: ConfiguredPath? = nil,
        templates: [ConfiguredPath] = [],
        retroactive: Bool = false,
        strict: Bool = false,
        defaultIsolation: ModelIsolation = .nonisolated,
        clang: ClangConfiguration? = nil,
        defaults: [ConfiguredDefault] = [],
        file: String? = nil
    ) {
        self.includes = includes
        self.excludes = excludes
        self.context = context
        self.testables = testables
        self.imports = imports
        self.output = output
        self.templates = templates
        self.retroactive = retroactive
        self.strict = strict
        self.defaultIsolation = defaultIsolation
        self.clang = clang
        self.defaults = defaults
        self.file = file
    }

    /// The request for ``Generator``, given the Swift files the includes expand to and those
    /// the `context` paths expand to.
    public func request(sourceFiles: [String], contextFiles: [String] = []) -> GenerationRequest {
        GenerationRequest(
            sourceFiles: sourceFiles,
            contextFiles: contextFiles,
            imports: imports,
            testableImports: testables,
            moduleFolders: moduleFolders,
            templatePaths: templates.map(\.path),
            retroactiveConformances: retroactive,
            strict: strict,
            defaultIsolation: defaultIsolation,
            cHeaders: clang?.settings(search: libclangSearch),
            defaults: defaults
        )
    }
}
