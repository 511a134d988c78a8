import Dispatch
import Foundation

/// Runs the whole pipeline: reads and parses every source file, resolves, renders.
///
/// ```swift
/// let result = Generator.generate(GenerationRequest(sourceFiles: ["Models/User.swift"], testableImports: ["App"]))
/// result.diagnostics.forEach { print($0) }
/// if let code = result.code { try code.write(toFile: "Factories.generated.swift", atomically: true, encoding: .utf8) }
/// ```
///
/// Files are parsed concurrently but handled in path order, so the output never depends on
/// the order of ``GenerationRequest/sourceFiles``. A file that cannot be read or parsed gives
/// diagnostics and does not stop the others.
public enum Generator {
    public static func generate(_ request: GenerationRequest) -> GenerationResult {
        var imports = request.imports
        var isolation = request.defaultIsolation
        var fileModules: [String: String] = [:]
        if let cHeaders = request.cHeaders {
            if !imports.contains(cHeaders.module) { imports.append(cHeaders.module) }
            // C has no actors: a C type is nonisolated whatever the Swift models' default.
            isolation.modules[cHeaders.module] = .nonisolated
            for header in cHeaders.headers { fileModules[header] = cHeaders.module }
        }
        return generate(
            request,
            // Generation never reads documentation, and reading it was a fifth of parsing.
            parse: { [strict = request.strict] source, path in
                var file = Parser.parse(source, path: path, readsDocumentation: false)
                if !strict { file.diagnostics = file.diagnostics.map(unreadAsWarning) }
                return file
            },
            resolve: { files, context in
                var resolver = Resolver(imports: imports, testableImports: request.testableImports, moduleFolders: request.moduleFolders, strict: request.strict,
                                        defaultIsolation: isolation, fileModules: fileModules, defaults: request.defaults)
                resolver.disposal = request.disposal
                return resolver.resolve(files, context: context)
            }
        )
    }

    /// What the parser could not read in a model file, as a warning: swiftc reports the models'
    /// own syntax errors, so an error here would fail a test target's build for a construct the
    /// parser does not know yet (Swift 6.2's `nonisolated(nonsending)` did), where the cost is
    /// the factories of what it skipped. `strict` keeps it an error.
    private static func unreadAsWarning(_ diagnostic: Diagnostic) -> Diagnostic {
        guard diagnostic.severity == .error else { return diagnostic }
        return .warning(diagnostic.message + " (factorygen could not read this: what it skipped gets no factory)", at: diagnostic.location)
    }

    /// The pipeline with its parsing and resolution stages passed in, for tests.
    static func generate(
        _ request: GenerationRequest,
        parse: @escaping @Sendable (PaddedSource, String) -> SourceFile,
        resolve: ([SourceFile], [SourceFile]) -> GenerationPlan
    ) -> GenerationResult {
        var timings: [StageTiming] = []
        var diagnostics: [Diagnostic] = []

        var clock = ContinuousClock.now
        func lap(_ stage: String, _ detail: String) {
            let now = ContinuousClock.now
            let duration = now - clock
            timings.append(StageTiming(
                stage: stage,
                seconds: Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18,
                detail: detail
            ))
            clock = now
        }

        // Templates need no plan: they compile while the sources are parsed and resolved.
        let (templates, templateProblems) = request.templatePaths.isEmpty
            ? (TemplateSet.bundled, [])
            : TemplateSet.load(paths: request.templatePaths)
        diagnostics += templateProblems
        var renderer = Renderer(templates: templates, retroactiveConformances: request.retroactiveConformances)
        renderer.disposal = request.disposal
        let compiling = BackgroundWork { [renderer] in renderer.compileTemplates() }

        let paths = Array(Set(request.sourceFiles)).sorted()
        let contextPaths = Array(Set(request.contextFiles).subtracting(paths)).sorted()
        let parsed = parseAll(paths + contextPaths, parse: parse)
        var files = parsed.prefix(paths.count).map(\.file)
        let context = parsed.dropFirst(paths.count).map(\.file)
        for file in files { diagnostics += file.diagnostics }
        // The test target's own files are read for what they declare; a construct the parser
        // cannot read there must not stop the models' factories.
        for file in context { diagnostics += file.diagnostics.map(\.asWarning) }
        lap("lexing+parsing", "\(parsed.count) files, \(parsed.reduce(0) { $0 + $1.bytes }) bytes")

        if let cHeaders = request.cHeaders {
            let read = CHeaderStage.read(cHeaders)
            files += read.files
            diagnostics += read.diagnostics
            lap("c-headers", "\(cHeaders.headers.count) headers, \(read.types) types")
        }

        // What rendering reads of the files alone, found while the plan is resolved: the
        // resolver's serial parts leave a core free.
        let scanning = BackgroundWork { [files] in SourceScan(files: files) }
        let plan = resolve(files, context)
        diagnostics += plan.diagnostics
        lap("resolution", "\(plan.types.count) types, \(plan.skipped.count) skipped")

        let output = renderer.render(plan, files: files, compiled: compiling.result(), scan: scanning.result())
        diagnostics += output.diagnostics
        let text = templateProblems.isEmpty ? output.text : nil
        // `--verbose` prints this: which templates Stencil rendered, and why.
        let byStencil = output.renderedByStencil.isEmpty ? "" : "; rendered by Stencil: "
            + output.renderedByStencil.map { "\($0.template) (\($0.reason))" }.joined(separator: ", ")
        lap("rendering", "\(templates.files.count) templates, \(text?.count ?? 0) bytes\(byStencil)")
        // The compiled templates and the scan too: freeing the templates' trees was a fifth of
        // a one-file module's instructions, on the main thread after its output was rendered.
        request.disposal.dispose((files, parsed, compiling, scanning))

        return GenerationResult(text: text, diagnostics: sorted(diagnostics), plan: plan, timings: timings)
    }

    /// Reads and parses `paths` on all cores; the result is in the order of `paths`.
    private static func parseAll(_ paths: [String], parse: @escaping @Sendable (PaddedSource, String) -> SourceFile) -> [(file: SourceFile, bytes: Int)] {
        paths.concurrentMap { path in
            guard let source = FileSystem.paddedContents(of: path) else {
                return (SourceFile(path: path, diagnostics: [.error("cannot read '\(path)'")]), 0)
            }
            defer { source.deallocate() }
            return (parse(source, path), source.count)
        }
    }

    /// Problems without a location first (they concern the whole run), then by file, line and column;
    /// ties keep their stage order.
    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            Diagnostic.locationPrecedes(lhs.element, rhs.element) ?? (lhs.offset < rhs.offset)
        }.map(\.element)
    }
}
