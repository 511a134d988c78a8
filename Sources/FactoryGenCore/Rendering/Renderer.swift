import Stencil

/// The rendering stage: lays a ``GenerationPlan`` out as Swift through Stencil templates.
///
/// ```swift
/// let renderer = Renderer(templates: .bundled)
/// let output = renderer.render(plan, files: files)
/// print(output.code ?? "") // header line, imports, one extension per type, …
/// ```
///
/// The output is ``GeneratedFileHeader/line`` followed by every template's output in
/// ``TemplateSet`` order, tidied by ``OutputTidier``. A template that fails gives an error
/// at its file and line, and no code at all, so that a half-rendered file is never written.
public struct Renderer: Sendable {
    /// What rendering produced.
    public struct Output: Sendable {
        /// The file's contents, ending with one newline; `nil` when a template failed.
        public var code: String?
        public var diagnostics: [Diagnostic]
    }

    public var templates: TemplateSet

    public init(templates: TemplateSet = .bundled) {
        self.templates = templates
    }

    public func render(_ plan: GenerationPlan, files: [SourceFile]) -> Output {
        let context: [String: Any]
        do {
            context = try RenderingContext.make(plan: plan, files: files)
        } catch {
            return Output(code: nil, diagnostics: [.error("cannot build the template context: \(error)")])
        }
        let environment = Environment(
            loader: TemplateSetLoader(templates: templates),
            extensions: [TemplateFilters.makeExtension()],
            trimBehaviour: .nothing
        )
        var parts = [GeneratedFileHeader.line]
        var diagnostics: [Diagnostic] = []
        for file in templates.files {
            let template = Template(templateString: StandaloneTags.rewrite(file.text).text, environment: environment, name: file.path)
            do {
                let text = OutputTidier.tidy(try template.render(context))
                if !text.isEmpty { parts.append(text) }
            } catch {
                diagnostics.append(TemplateErrorLocator.diagnostic(for: error, in: file, templates: templates))
            }
        }
        guard diagnostics.isEmpty else { return Output(code: nil, diagnostics: diagnostics) }
        return Output(code: parts.joined(separator: "\n\n") + "\n", diagnostics: [])
    }
}
