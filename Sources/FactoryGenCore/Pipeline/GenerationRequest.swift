/// What to generate from: the input of ``Generator/generate(_:)``.
///
/// ```swift
/// let request = GenerationRequest(
///     sourceFiles: ["Sources/App/User.swift"],
///     testableImports: ["App"]
/// )
/// let result = Generator.generate(request)
/// print(result.code)
/// ```
public struct GenerationRequest: Hashable, Sendable {
    /// The Swift files to read, already expanded from includes and excludes. Their order does
    /// not change the output.
    public var sourceFiles: [String]
    /// Swift files read only for what they declare (the test target's own files): their
    /// `Providable` conformances and types are seen, and nothing is generated for them.
    public var contextFiles: [String]
    /// Modules the generated file imports plainly.
    public var imports: [String]
    /// Modules the generated file imports with `@testable`.
    public var testableImports: [String]
    /// Folders whose Swift files belong to a module not named like them (see
    /// ``Configuration/moduleFolders``).
    public var moduleFolders: [ModuleFolder]
    /// Template files or folders of `*.stencil` files; empty means the bundled templates.
    public var templatePaths: [String]
    /// Whether conformances are marked `@retroactive` (see ``Configuration/retroactive``).
    public var retroactiveConformances: Bool
    /// Whether a type that cannot be provided is an error (see ``Configuration/strict``).
    public var strict: Bool
    /// The models' default isolation (see ``Configuration/defaultIsolation``).
    public var defaultIsolation: ModelIsolation
    /// C headers to read through libclang (the `clang:` section), or `nil`.
    public var cHeaders: CHeaderSettings?
    /// Expressions that replace provided values (see ``Configuration/defaults``).
    public var defaults: [ConfiguredDefault]
    /// What becomes of the run's files, context and plan once it is done; see ``Disposal``.
    public var disposal: Disposal = .background

    public init(sourceFiles: [String], contextFiles: [String] = [], imports: [String] = [], testableImports: [String] = [],
                moduleFolders: [ModuleFolder] = [], templatePaths: [String] = [], retroactiveConformances: Bool = false, strict: Bool = false,
                defaultIsolation: ModelIsolation = .nonisolated, cHeaders: CHeaderSettings? = nil, defaults: [ConfiguredDefault] = []) {
        self.sourceFiles = sourceFiles
        self.contextFiles = contextFiles
        self.imports = imports
        self.testableImports = testableImports
        self.moduleFolders = moduleFolders
        self.templatePaths = templatePaths
        self.retroactiveConformances = retroactiveConformances
        self.strict = strict
        self.defaultIsolation = defaultIsolation
        self.cHeaders = cHeaders
        self.defaults = defaults
    }
}

/// What ``Generator/generate(_:)`` produced.
public struct GenerationResult: Sendable {
    /// The generated file's contents, starting with ``GeneratedFileHeader/line``; `nil` when a
    /// template failed, so that nothing half-rendered is written.
    public var text: GeneratedText?
    /// Every diagnostic of every stage, sorted by location.
    public var diagnostics: [Diagnostic]
    /// The resolution stage's output.
    public var plan: GenerationPlan
    /// How long each stage took, in pipeline order.
    public var timings: [StageTiming]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The generated file's contents as UTF-8, in one array.
    public var bytes: [UInt8]? {
        get { text?.bytes }
        set { text = newValue.map(GeneratedText.init(bytes:)) }
    }

    /// The generated file's contents as a string. The command line writes ``text`` as it is:
    /// making a string of megabytes checks their UTF-8 once more.
    public var code: String? {
        get { bytes.map { String(decoding: $0, as: UTF8.self) } }
        set { bytes = newValue.map { Array($0.utf8) } }
    }

    /// A result whose generated file is `text`.
    public init(text: GeneratedText?, diagnostics: [Diagnostic], plan: GenerationPlan, timings: [StageTiming]) {
        self.text = text
        self.diagnostics = diagnostics
        self.plan = plan
        self.timings = timings
    }

    /// A result whose generated file is `bytes`, UTF-8.
    public init(bytes: [UInt8]?, diagnostics: [Diagnostic], plan: GenerationPlan, timings: [StageTiming]) {
        self.init(text: bytes.map(GeneratedText.init(bytes:)), diagnostics: diagnostics, plan: plan, timings: timings)
    }

    /// A result whose generated file is `code`.
    public init(code: String?, diagnostics: [Diagnostic], plan: GenerationPlan, timings: [StageTiming]) {
        self.init(bytes: code.map { Array($0.utf8) }, diagnostics: diagnostics, plan: plan, timings: timings)
    }
}

/// The time one pipeline stage took, for `--verbose` and benchmarks.
public struct StageTiming: Hashable, Sendable {
    /// `lexing+parsing`, `resolution`, `rendering`, …
    public var stage: String
    public var seconds: Double
    /// What the stage processed: files, bytes, types.
    public var detail: String

    public init(stage: String, seconds: Double, detail: String) {
        self.stage = stage
        self.seconds = seconds
        self.detail = detail
    }
}
