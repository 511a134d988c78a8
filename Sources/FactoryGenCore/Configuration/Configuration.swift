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
    /// Modules the generated file imports with `@testable`.
    public var testables: [String]
    /// Modules the generated file imports plainly.
    public var imports: [String]
    /// The generated file; `nil` when neither the file nor a flag names one.
    public var output: ConfiguredPath?
    /// Template files or folders; empty means the bundled templates.
    public var templates: [ConfiguredPath]
    /// The configuration file it was read from; `nil` when running from flags alone.
    public var file: String?

    public init(
        includes: [ConfiguredPath] = [],
        excludes: [ConfiguredPath] = [],
        testables: [String] = [],
        imports: [String] = [],
        output: ConfiguredPath? = nil,
        templates: [ConfiguredPath] = [],
        file: String? = nil
    ) {
        self.includes = includes
        self.excludes = excludes
        self.testables = testables
        self.imports = imports
        self.output = output
        self.templates = templates
        self.file = file
    }

    /// The request for ``Generator``, given the Swift files the includes expand to.
    public func request(sourceFiles: [String]) -> GenerationRequest {
        GenerationRequest(
            sourceFiles: sourceFiles,
            imports: imports,
            testableImports: testables,
            templatePaths: templates.map(\.path)
        )
    }
}
