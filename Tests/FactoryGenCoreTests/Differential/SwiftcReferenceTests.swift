import Foundation
import Testing

/// Tests of the reference side of the differential test: the S-expression reader, the outline
/// read from swiftc, and the fixtures' validity.
@Suite struct SwiftcReferenceTests {
    @Test func readerKeepsAtomsThatHoldSpacesParenthesesAndQuotes() throws {
        let dump = """
            warning: ignored text before the tree
            (source_file "A.swift"
              (var_decl decl_context=0x1 range=[A.swift:2:34 - line:2:34] "q" static nonisolated(unsafe)
                (accessor_decl range=[A.swift:2:40 - line:2:44] <anonymous @ 0x5595ef020738> didSet for="q"
                  (string_literal_expr value="a\\"b) (c" type="<null>")
                  (<null expr>)))
              (extension_decl range=[A.swift:3:1 - line:3:9] unbound "Dictionary<String, Int>.Keys" where_requirements="Key == Int"))
            """
        let root = try SExpression.read(Array(dump.utf8))
        #expect(root.head == "source_file")
        #expect(root.children.map(\.head) == ["var_decl", "extension_decl"])
        let variable = root.children[0]
        #expect(variable.name == "q")
        #expect(variable.hasFlag("static") && variable.hasFlag("nonisolated(unsafe)"))
        #expect(variable.start?.line == 2 && variable.start?.column == 34)
        let accessor = variable.children[0]
        #expect(accessor.hasFlag("didSet"))
        #expect(accessor.children.map(\.head) == ["string_literal_expr", "<null expr>"])
        #expect(accessor.children[0].value(of: "value") == "a\"b) (c")
        #expect(root.children[1].name == "Dictionary<String, Int>.Keys")
        #expect(root.children[1].value(of: "where_requirements") == "Key == Int")
    }

    /// swiftc 6.3 prints `type_attributed` without its closing parenthesis; the indentation
    /// still places the next declaration correctly.
    @Test func readerFollowsIndentationWhereParenthesesAreMissing() throws {
        let dump = """
            (source_file "A.swift"
              (struct_decl range=[A.swift:1:1 - line:4:1] "S"
                (pattern_binding_decl range=[A.swift:2:5 - line:2:40]
                  (pattern_entry
                    (pattern_typed
                      (pattern_named "handler")
                      (type_attributed attrs="@Sendable "
                        (type_function
                          (type_tuple)
                          (type_unqualified_ident id="Void" unbound)))))
                (var_decl range=[A.swift:2:9 - line:2:9] "handler")
                (var_decl range=[A.swift:3:9 - line:3:9] "next")))
            """
        let root = try SExpression.read(Array(dump.utf8))
        #expect(root.children.map(\.head) == ["struct_decl"])
        #expect(root.children[0].children.map(\.head) == ["pattern_binding_decl", "var_decl", "var_decl"])
        #expect(root.children[0].children.compactMap(\.name) == ["handler", "next"])
    }

    @Test func readerRejectsTextWithoutANode() {
        #expect(throws: SExpression.ReadError.self) {
            try SExpression.read(Array("error: no such file".utf8))
        }
    }

    @Test func directivesAreBlankedWithoutMovingPositions() {
        let source = "#if DEBUG\n  struct A {}\n  #elseif (os(Linux) ||\n os(iOS))\n#else\n#endif\n#ifdef\nlet x = \"#if\"\n"
        let blanked = String(decoding: SwiftcReference.blankDirectives(Array(source.utf8)), as: UTF8.self)
        #expect(blanked == "         \n  struct A {}\n                       \n         \n     \n      \n#ifdef\nlet x = \"#if\"\n")
    }

    @Test func outlineFromSwiftcCoversEveryMemberKind() throws {
        let source = """
            import struct Foundation.Date
            @MainActor public final class Store {
                static var count = 0, label = ""
                var (a, _, b) = (1, 2, 3)
                var observed = 1 { didSet {} }
                enum Mode { case on, off(reason: String = "") }
                var title: String { get { "" } set {} }
                init!(x: Int) {}
                func load(_ id: Int, into store: inout [Int]) {}
                subscript(index: Int) -> Int { index }
                typealias ID = Int
                #if DEBUG
                actor Debug {}
                #endif
            }
            protocol P { associatedtype Element; var p: Int { get set } }
            extension Array<Int> { struct Chunk {} }
            typealias Alias = Store
            enum Factory { static func make() {} }
            """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fg-outline-\(UUID().uuidString).swift")
        try Data(source.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let file = FixtureCorpus.File(relativePath: url.lastPathComponent, url: url, bytes: Array(source.utf8))
        let reference = try SwiftcReference.make(for: file)
        #expect(reference.errors.isEmpty)
        #expect(reference.outline.lines == [
            "import Foundation",
            "class Store @2:25",
            "  property Store.count var stored static untyped initialized @3:16",
            "  property Store.label var stored static untyped initialized @3:27",
            "  property Store.a var stored untyped initialized @4:10",
            "  property Store.b var stored untyped initialized @4:16",
            "  property Store.observed var stored untyped initialized {didSet} @5:9",
            "  property Store.title var computed typed {get,set} @7:9",
            "  init Store.init(x:) failable @8:5",
            "  func Store.load(_:into:) @9:5",
            "  subscript Store.subscript(_:) @10:5",
            "  typealias Store.ID @11:5",
            "  enum Store.Mode @6:5",
            "    case Store.Mode.on @6:22",
            "    case Store.Mode.off(reason:) @6:26",
            "  actor Store.Debug @13:5",
            "protocol P @16:1",
            "  property P.p var computed typed {get,set} @16:42",
            "  associatedtype P.Element @16:14",
            "enum Factory @19:1",
            "  func Factory.make() static @19:23",
            "extension Array<Int> @17:1",
            "  struct Array.Chunk @17:24",
            "typealias Alias @18:1",
        ])
    }

    @Test func corpusHoldsTheParsingFixtures() {
        let parsing = FixtureCorpus.files.filter(FixtureCorpus.isParsingFixture)
        #expect(parsing.count >= 15)
        #expect(parsing.map(\.relativePath) == parsing.map(\.relativePath).sorted())
    }

    /// The parsing fixtures are the reference for our parser only if the compiler accepts them.
    @Test(arguments: FixtureCorpus.files.filter(FixtureCorpus.isParsingFixture).map(\.relativePath))
    func parsingFixtureIsValidSwift(_ path: String) throws {
        let file = try #require(FixtureCorpus.files.first { $0.relativePath == path })
        let reference = try SwiftcReference.make(for: file)
        #expect(reference.errors.isEmpty, "swiftc rejects \(path):\n\(reference.errors.joined(separator: "\n"))")
        #expect(!reference.outline.lines.isEmpty)
    }
}
