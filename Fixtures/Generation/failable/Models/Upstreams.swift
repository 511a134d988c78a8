import Foundation

/// Traps unless its text parses as a URL with a scheme and a host: a parameter named for a URL
/// is passed `"https://example.com"`, where the plain `"a"` has neither.
public struct Upstream {
    public let location: URL
    public let weight: Int

    public init(upstreamURL: String, weight: Int) {
        guard let parsed = URL(string: upstreamURL), parsed.scheme != nil, parsed.host != nil else {
            fatalError("not a URL: \(upstreamURL)")
        }
        location = parsed
        self.weight = weight
    }
}

/// Traps unless its root is absolute: a parameter whose label names a path is passed `"/a"`.
public struct Sandbox {
    public let root: String
    public let name: String

    public init(rootPath root: String, name: String) {
        precondition(root.hasPrefix("/"), "a sandbox needs an absolute root")
        self.root = root
        self.name = name
    }
}
