import Testing
import FactoryGenCore

@Suite struct PathNormalizerTests {
    @Test func normalizes() {
        #expect(PathNormalizer.normalize("./a//b/./c/") == "a/b/c")
        #expect(PathNormalizer.normalize("a/../../b") == "../b")
        #expect(PathNormalizer.normalize("/../a") == "/a")
        #expect(PathNormalizer.normalize("a/..") == ".")
        #expect(PathNormalizer.normalize("/") == "/")
    }

    /// Random paths against the reading on characters that the one on bytes replaced: the same
    /// spelling for paths of names, `.`, `..`, empty components, dotted and non-ASCII names.
    @Test func normalizesRandomPathsAsTheReadingOnCharactersDid() {
        var state: UInt64 = 20_261_124
        func next(_ bound: Int) -> Int {
            // SplitMix64: the same paths on every machine.
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        let pieces = ["a", "b", ".", "..", "", "...", ".hidden", "x.swift", "é", "Ünïcode", "a.."]
        var unchanged = 0
        for _ in 0..<5_000 {
            var path = next(3) == 0 ? "/" : ""
            path += (0..<next(6)).map { _ in pieces[next(pieces.count)] }.joined(separator: "/")
            if next(4) == 0 { path += "/" }
            let normalized = PathNormalizer.normalize(path)
            #expect(normalized == Self.normalizedOnCharacters(path), "\(path)")
            if normalized == path { unchanged += 1 }
        }
        // Both branches ran: paths returned as they are, and paths rebuilt.
        #expect(unchanged > 500 && unchanged < 4_500, "\(unchanged) of 5000 unchanged")
    }

    /// `normalize` as it was written on characters.
    private static func normalizedOnCharacters(_ path: String) -> String {
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

    @Test func joins() {
        #expect(PathNormalizer.join(".", "Models") == "Models")
        #expect(PathNormalizer.join("Fixtures/Example", "../Other") == "Fixtures/Other")
        #expect(PathNormalizer.join("Base", "/abs") == "/abs")
    }

    @Test func splits() {
        #expect(PathNormalizer.parent(of: "a/b/c.swift") == "a/b")
        #expect(PathNormalizer.parent(of: "c.swift") == ".")
        #expect(PathNormalizer.parent(of: "/c.swift") == "/")
        #expect(PathNormalizer.lastComponent(of: "a/b/c.swift") == "c.swift")
    }
}
