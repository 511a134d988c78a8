import Yams

/// Converts YAML marks (columns counted in Unicode scalars) to compiler locations (columns
/// counted in UTF-8 bytes), so that editors put the caret in the right place.
struct LineTable {
    private let lines: [Substring]

    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    func location(of mark: Mark, in file: String) -> SourceLocation {
        let line = max(mark.line, 1)
        guard line <= lines.count else { return SourceLocation(file: file, line: line, column: max(mark.column, 1)) }
        let scalars = lines[line - 1].unicodeScalars
        var bytes = 0
        for scalar in scalars.prefix(max(mark.column - 1, 0)) {
            bytes += UTF8.width(scalar)
        }
        return SourceLocation(file: file, line: line, column: bytes + 1)
    }
}
