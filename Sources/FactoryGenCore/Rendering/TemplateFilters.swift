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
    /// a source file does not depend on where the sources are checked out.
    static func withoutFolders(_ text: String) -> String {
        // On the bytes: the generic scan of `utf8` cost more than the rest of the template's line.
        var contiguous = text
        guard contiguous.withUTF8({ $0.contains(UInt8(ascii: "/")) }) else { return text }
        return text.split(separator: " ", omittingEmptySubsequences: false).map { word in
            guard let slash = word.lastIndex(of: "/") else { return word }
            return word[word.index(after: slash)...]
        }.joined(separator: " ")
    }
}
