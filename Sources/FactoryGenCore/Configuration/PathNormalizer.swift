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
        // On bytes, as the file system reads a path: in UTF-8 a `/` or a `.` is one byte, and
        // no byte of another character. Most paths are already normal (the build plugin passes
        // one per model file), and are returned as they are; splitting every path into
        // characters had cost 30,000 instructions a path.
        if isNormal(path) { return path }
        let isAbsolute = path.utf8.first == slash
        var components: [Substring.UTF8View] = []
        for component in path.utf8.split(separator: slash, omittingEmptySubsequences: true) {
            switch dotCount(component) {
            case 1:
                continue
            case 2:
                if let last = components.last, dotCount(last) != 2 {
                    components.removeLast()
                } else if !isAbsolute {
                    components.append(component)
                }
            default:
                components.append(component)
            }
        }
        var joined: [UInt8] = isAbsolute ? [slash] : []
        for (index, component) in components.enumerated() {
            if index > 0 { joined.append(slash) }
            joined.append(contentsOf: component)
        }
        return joined.isEmpty ? "." : String(decoding: joined, as: UTF8.self)
    }

    private static let slash = UInt8(ascii: "/")
    private static let dot = UInt8(ascii: ".")

    /// 1 for a `.` component, 2 for `..`, 0 for any other.
    private static func dotCount(_ component: Substring.UTF8View) -> Int {
        guard component.count <= 2, component.allSatisfy({ $0 == dot }) else { return 0 }
        return component.count
    }

    /// Whether `normalize` would return `path` unchanged: not empty, no empty, `.` or `..`
    /// component, no trailing `/`.
    private static func isNormal(_ path: String) -> Bool {
        var length = 0
        var allDots = true
        var atStart = true
        for byte in path.utf8 {
            if byte == slash {
                // The leading `/` of an absolute path.
                if atStart {
                    atStart = false
                    continue
                }
                if length == 0 || (allDots && length <= 2) { return false }
                length = 0
                allDots = true
            } else {
                atStart = false
                length += 1
                allDots = allDots && byte == dot
            }
        }
        return length > 0 && !(allDots && length <= 2)
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
