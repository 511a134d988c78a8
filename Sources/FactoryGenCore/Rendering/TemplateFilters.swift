import Stencil

/// The filters factorygen adds to Stencil's, for every template.
///
/// ```swift
/// // {{ type.location.file|withoutFolders }}
/// TemplateFilters.withoutFolders("/home/me/App/User.swift") // "User.swift"
/// ```
enum TemplateFilters {
    /// A new extension each time: Stencil's `Extension` is a mutable class, not `Sendable`.
    static func makeExtension() -> Extension {
        let filters = Extension()
        filters.registerFilter("withoutFolders") { value in
            guard let value else { return nil }
            return withoutFolders(String(describing: value))
        }
        return filters
    }

    /// Keeps only the last component of every `/`-separated path in `text`, so that output naming
    /// a source file does not depend on where the sources are checked out. A relative path is
    /// one word (`a/b c/d` holds two); an absolute one may hold spaces, as macOS folders often do
    /// (`/Users/me/My App/User.swift:3:5`), and runs to its last `/` before a `:` or the end.
    static func withoutFolders(_ text: String) -> String {
        // On the bytes: the generic scan of `utf8` cost more than the rest of the template's line.
        var contiguous = text
        guard contiguous.withUTF8({ $0.contains(UInt8(ascii: "/")) }) else { return text }
        var output = ""
        var rest = Substring(text)
        while let slash = rest.firstIndex(of: "/") {
            let wordStart = rest[..<slash].lastIndex(of: " ").map { rest.index(after: $0) } ?? rest.startIndex
            output += rest[..<wordStart]
            let end = wordStart == slash
                ? rest[slash...].firstIndex(of: ":") ?? rest.endIndex
                : rest[slash...].firstIndex(of: " ") ?? rest.endIndex
            // There is one: `slash` itself.
            let lastSlash = rest[slash..<end].lastIndex(of: "/") ?? slash
            rest = rest[rest.index(after: lastSlash)...]
        }
        return output + rest
    }
}
