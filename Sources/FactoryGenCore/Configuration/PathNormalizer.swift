/// Lexical path arithmetic, so that paths stay as readable as the user wrote them (relative
/// stays relative) and the same file always gets the same spelling.
///
/// ```swift
/// PathNormalizer.join("Fixtures/Example", "./Models/../Models/User.swift") // "Fixtures/Example/Models/User.swift"
/// PathNormalizer.parent(of: "Generated/Factories.swift")                     // "Generated"
/// ```
public enum PathNormalizer {
    /// `path` resolved against `base`: `path` itself when absolute, else `base/path`, normalized.
    public static func join(_ base: String, _ path: String) -> String {
        if path.hasPrefix("/") || base.isEmpty { return normalize(path) }
        return normalize(base + "/" + path)
    }

    /// Removes `.` components, empty components and trailing slashes, and resolves `..` against
    /// the component before it where there is one. An empty result is `.`.
    public static func normalize(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".":
                continue
            case "..":
                if let last = components.last, last != ".." {
                    components.removeLast()
                } else if !isAbsolute {
                    components.append(component)
                }
            default:
                components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// The folder holding `path`: `.` for a bare name, `/` for a top-level absolute path.
    public static func parent(of path: String) -> String {
        let normalized = normalize(path)
        guard let slash = normalized.lastIndex(of: "/") else { return "." }
        if slash == normalized.startIndex { return "/" }
        return String(normalized[..<slash])
    }

    /// The last component of `path`.
    public static func lastComponent(of path: String) -> String {
        let normalized = normalize(path)
        guard let slash = normalized.lastIndex(of: "/") else { return normalized }
        return String(normalized[normalized.index(after: slash)...])
    }
}
