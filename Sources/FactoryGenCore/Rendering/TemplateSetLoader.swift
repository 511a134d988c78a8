import Stencil

/// Serves `{% include "name" %}` and `{% extends "name" %}` from the template set, by file name.
struct TemplateSetLoader: Loader, CustomStringConvertible {
    let templates: TemplateSet

    func loadTemplate(name: String, environment: Environment) throws -> Template {
        guard let file = templates.files.first(where: { $0.name == name }) else {
            throw TemplateDoesNotExist(templateNames: [name], loader: self)
        }
        return environment.templateClass.init(templateString: StandaloneTags.rewrittenText(file.text), environment: environment, name: file.path)
    }

    var description: String { "the template set (\(templates.files.map(\.name).joined(separator: ", ")))" }
}
