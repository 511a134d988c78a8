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
