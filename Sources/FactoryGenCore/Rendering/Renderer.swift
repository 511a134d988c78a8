import Stencil

/// The rendering stage: lays a ``GenerationPlan`` out as Swift through templates in Stencil's
/// syntax.
///
/// ```swift
/// let renderer = Renderer(templates: .bundled)
/// let output = renderer.render(plan, files: files)
/// print(output.code ?? "") // header line, imports, one extension per type, …
/// ```
///
/// Each template is compiled (``CompiledTemplate``) and rendered over the typed context; one
/// outside the compiled subset, or that meets a value only Stencil prints exactly, is rendered
/// by Stencil itself, which is also the oracle the compiled engine is tested against. The
/// output is ``GeneratedFileHeader/line`` followed by every template's output in
/// ``TemplateSet`` order, tidied by ``OutputTidier``. A template that fails gives an error at
/// its file and line, and no code at all, so that a half-rendered file is never written.
public struct Renderer: Sendable {
    /// Which engine renders the templates.
    public enum Engine: Sendable {
        /// The compiled engine, with Stencil for templates outside its subset.
        case compiled
        /// Stencil alone: the oracle.
        case stencil
    }

    /// What rendering produced.
    public struct Output: Sendable {
        /// The file's contents, ending with one newline; `nil` when a template failed.
        public var text: GeneratedText?
        public var diagnostics: [Diagnostic]
        /// The templates Stencil rendered, and why they were not compiled.
        public var renderedByStencil: [(template: String, reason: String)] = []

        /// The file's contents as UTF-8, in one array.
        public var bytes: [UInt8]? {
            get { text?.bytes }
            set { text = newValue.map(GeneratedText.init(bytes:)) }
        }

        /// The file's contents as a string.
        public var code: String? {
            get { bytes.map { String(decoding: $0, as: UTF8.self) } }
            set { bytes = newValue.map { Array($0.utf8) } }
        }
    }

    public var templates: TemplateSet
    /// Whether conformances are marked `@retroactive` (see ``Configuration/retroactive``).
    public var retroactiveConformances: Bool
    public var engine: Engine
    /// What becomes of the rendering context once every template is rendered.
    public var disposal: Disposal = .background

    public init(templates: TemplateSet = .bundled, retroactiveConformances: Bool = false, engine: Engine = .compiled) {
        self.templates = templates
        self.retroactiveConformances = retroactiveConformances
        self.engine = engine
    }

    /// The templates compiled, each or the reason it is outside the compiled subset.
    ///
    /// ```swift
    /// let compiled = renderer.compileTemplates() // needs no plan: the generator runs it while the sources parse
    /// let output = renderer.render(plan, files: files, compiled: compiled)
    /// ```
    public struct CompiledTemplates: Sendable {
        /// In the order of ``TemplateSet/files``; empty when the engine is Stencil.
        fileprivate let results: [Compilation]

        /// A template compiled, or why it was not. Not a `Result`: making the metadata of an array
        /// of `Result<_, OutsideSubset>` checked `OutsideSubset: Error` by scanning every
        /// conformance record of the binary, a twentieth of compiling the bundled templates.
        fileprivate enum Compilation {
            case compiled(CompiledTemplate)
            case outside(OutsideSubset)

            func get() throws(OutsideSubset) -> CompiledTemplate {
                switch self {
                case .compiled(let template): return template
                case .outside(let reason): throw reason
                }
            }
        }
    }

    /// Compiles every template: the part of rendering that needs only the templates.
    public func compileTemplates() -> CompiledTemplates {
        guard engine == .compiled else { return CompiledTemplates(results: []) }
        return CompiledTemplates(results: templates.files.map { file in
            do throws(OutsideSubset) {
                return .compiled(try compiled(file))
            } catch {
                return .outside(error)
            }
        })
    }

    /// Renders `plan`, with the templates `compiled` ahead (compiled here when `nil`).
    public func render(_ plan: GenerationPlan, files: [SourceFile], compiled: CompiledTemplates? = nil) -> Output {
        render(plan, files: files, compiled: compiled, scan: nil)
    }

    /// Renders `plan`, with what the context reads of `files` found ahead in `scan` (found here
    /// when `nil`).
    func render(_ plan: GenerationPlan, files: [SourceFile], compiled: CompiledTemplates?, scan: SourceScan?) -> Output {
        let compiled = compiled ?? compileTemplates()
        let context = RenderingContext.make(plan: plan, files: files, scan: scan ?? SourceScan(files: files), retroactive: retroactiveConformances)
        var texts = [[GeneratedText.Storage(Array(GeneratedFileHeader.line.utf8))]]
        var diagnostics: [Diagnostic] = []
        var renderedByStencil: [(String, String)] = []
        var stencil: StencilRendering?
        for (index, file) in templates.files.enumerated() {
            var text: [GeneratedText.Storage]?
            if compiled.results.indices.contains(index) {
                do throws(OutsideSubset) {
                    let template = try compiled.results[index].get()
                    do throws(NeedsStencil) {
                        text = try template.renderSegments(context)
                    } catch {
                        renderedByStencil.append((file.path, error.reason))
                    }
                } catch {
                    renderedByStencil.append((file.path, error.description))
                }
            }
            if text == nil {
                if stencil == nil { stencil = StencilRendering(templates: templates, context: context) }
                do {
                    text = try stencil.map { [GeneratedText.Storage(Array(try $0.render(file).utf8))] }
                } catch {
                    diagnostics.append(TemplateErrorLocator.diagnostic(for: error, in: file, templates: templates))
                }
            }
            if let text { texts.append(text) }
        }
        disposal.dispose(context)
        guard diagnostics.isEmpty else { return Output(text: nil, diagnostics: diagnostics, renderedByStencil: renderedByStencil) }
        return Output(text: OutputTidier.file(joiningSegments: texts), diagnostics: [], renderedByStencil: renderedByStencil)
    }

    /// `file` compiled, with its includes read from the same set and laid out as Stencil's
    /// loader lays them out.
    private func compiled(_ file: TemplateFile) throws(OutsideSubset) -> CompiledTemplate {
        if let nodes = BundledTemplateTrees.nodes(for: file.text) { return try CompiledTemplate(nodes: nodes, disposal: disposal) }
        let templates = self.templates
        return try CompiledTemplate(StandaloneTags.rewrittenText(file.text), include: { name in
            templates.files.first { $0.name == name }.map { StandaloneTags.rewrittenText($0.text) }
        }, disposal: disposal)
    }
}

/// Stencil with factorygen's filters and loader, over the context's Stencil view.
private struct StencilRendering {
    let environment: Environment
    let context: [String: Any]

    init(templates: TemplateSet, context: TemplateRecord) {
        environment = Environment(
            loader: TemplateSetLoader(templates: templates),
            extensions: [TemplateFilters.makeExtension()],
            trimBehaviour: .nothing
        )
        self.context = context.stencilContext
    }

    func render(_ file: TemplateFile) throws -> String {
        try Template(templateString: StandaloneTags.rewrittenText(file.text), environment: environment, name: file.path).render(context)
    }
}
