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
        // On the bytes: every delimiter is ASCII, so each cut falls between characters, and
        // searching characters cost 20,000 instructions for a "Built with" line of 500 bytes.
        var contiguous = text
        return contiguous.withUTF8 { bytes in
            let slash = UInt8(ascii: "/"), space = UInt8(ascii: " "), colon = UInt8(ascii: ":")
            guard bytes.contains(slash) else { return text }
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count)
            var rest = bytes.startIndex
            while let firstSlash = bytes[rest...].firstIndex(of: slash) {
                let wordStart = bytes[rest..<firstSlash].lastIndex(of: space).map { $0 + 1 } ?? rest
                output.append(contentsOf: bytes[rest..<wordStart])
                let end = bytes[firstSlash...].firstIndex(of: wordStart == firstSlash ? colon : space) ?? bytes.endIndex
                // There is one: `firstSlash` itself.
                let lastSlash = bytes[firstSlash..<end].lastIndex(of: slash) ?? firstSlash
                rest = lastSlash + 1
            }
            output.append(contentsOf: bytes[rest...])
            return String(decoding: output, as: UTF8.self)
        }
    }
}
