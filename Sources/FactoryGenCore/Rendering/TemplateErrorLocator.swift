import Stencil

/// Turns a Stencil error into a diagnostic at the template's file and line.
enum TemplateErrorLocator {
    static func diagnostic(for error: any Error, in file: TemplateFile, templates: TemplateSet) -> Diagnostic {
        guard let syntaxError = error as? TemplateSyntaxError, let token = syntaxError.token else {
            return .error("template error: \(error)", at: SourceLocation(file: file.path, line: 1, column: 1))
        }
        // An error inside an included template names that template's file.
        let path = token.sourceMap.filename ?? file.path
        let text = templates.files.first { $0.path == path }?.text ?? file.text
        let rewritten = StandaloneTags.rewrite(text)
        var location = locate(token, in: rewritten.text)
        location.column += rewritten.columnShift[location.line] ?? 0
        return .error(syntaxError.reason, at: SourceLocation(file: path, line: location.line, column: location.column))
    }

    /// Stencil's own line numbers are 0 for a token on a line whose text also appears earlier
    /// in the template; then the first line holding the token's text is the best answer.
    static func locate(_ token: Token, in text: String) -> (line: Int, column: Int) {
        let location = token.sourceMap.location
        if location.lineNumber > 0 {
            let column = location.content.prefix(location.lineOffset).utf8.count + 1
            return (Int(location.lineNumber), column)
        }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: token.contents) {
                return (index + 1, line[..<range.lowerBound].utf8.count + 1)
            }
        }
        return (1, 1)
    }
}
