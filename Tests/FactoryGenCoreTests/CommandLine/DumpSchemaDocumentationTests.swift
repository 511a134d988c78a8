import Foundation
import Testing
import FactoryGenCore

/// The README's `factorygen dump` section must name every field the JSON has.
@Suite struct DumpSchemaDocumentationTests {
    /// Declarations of every kind, so that every field of the schema shows up.
    private static let source = """
        import Foundation

        /// A box.
        @available(macOS 14, *)
        public struct Box<T: Equatable, each U>: Hashable where T: Sendable {
            public private(set) var value: T = 1 { didSet {} }
            static let shared: [String: (Int, label: String...) async throws -> Int?]! = nil
            var handler: @Sendable (inout Int) -> any P & Q
            var meta: some P.Type
            var nc: ~Copyable
            var pack: (repeat each U)
            var pair: (first: [Int], second: Int)
            enum Kind: Int { indirect case a(Int, name: String = "x") = 1 }
            init?<V>(v: V) throws(MyError) where V: P {}
            func f(_ x: Int) rethrows -> Int { x }
            subscript(i: Int) -> Int { get { i } }
            typealias Alias = Int
        }
        protocol P { associatedtype Element: Hashable = Int }
        #if DEBUG
        extension Box: Codable where T: Codable {}
        #endif
        typealias Top = Box<Int>
        public let shared = try! Box<Int>(v: 1)!
        struct Broken { let x: = }

        """

    private func keys(in value: Any, into keys: inout Set<String>) {
        if let object = value as? [String: Any] {
            for (key, child) in object {
                keys.insert(key)
                self.keys(in: child, into: &keys)
            }
        } else if let array = value as? [Any] {
            for child in array { self.keys(in: child, into: &keys) }
        }
    }

    @Test func everyFieldOfTheDumpIsDocumented() throws {
        let json = try DumpRunner.json([Parser.parse(Self.source, path: "Box.swift")])
        var found: Set<String> = []
        keys(in: try JSONSerialization.jsonObject(with: Data(json.utf8)), into: &found)
        #expect(found.isSuperset(of: ["element", "elements", "wrapped", "metatype", "specifiers", "parts", "severity"]))

        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "<!-- section: dump"))
        let section = readme[start.upperBound...]
        let end = section.range(of: "<!-- section:")?.lowerBound ?? section.endIndex
        let documented = section[..<end]
        for key in found.sorted() {
            #expect(documented.contains("`\(key)`"), "README's dump section does not describe '\(key)'")
        }
    }
}
