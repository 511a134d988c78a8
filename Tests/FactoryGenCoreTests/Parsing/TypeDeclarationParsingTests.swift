import Testing
@testable import FactoryGenCore

@Suite struct TypeDeclarationParsingTests {
    @Test func structWithGenericsInheritanceAndWhereClause() {
        let file = parsed("""
        public struct Box<T: Equatable, each U>: Hashable, Sendable where T: Codable, T.Element == Int {
        }
        """)
        #expect(file.diagnostics.isEmpty)
        let box = try! #require(file.types.first)
        #expect(box.kind == .struct)
        #expect(box.name == "Box")
        #expect(box.accessLevel == .public)
        #expect(box.location == testLocation(1, 8))
        #expect(box.genericParameters == [GenericParameter(name: "T", constraint: .named("Equatable")), GenericParameter(name: "U", isPack: true)])
        #expect(box.inheritedTypes.map(\.description) == ["Hashable", "Sendable"])
        #expect(box.genericRequirements.map(\.description) == ["T: Codable", "T.Element == Int"])
    }

    /// Swift 6.2's value generics: `let n: Int` is a parameter that stands for a value.
    @Test func valueGenericParameters() {
        let file = parsed("struct Strip<let count: Int, Element>: Sendable { var first: Element }")
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        #expect(file.types.first?.genericParameters == [
            GenericParameter(name: "count", constraint: .named("Int"), isValue: true), GenericParameter(name: "Element"),
        ])
        #expect(file.types.first?.inheritedTypes == [.named("Sendable")])
    }

    /// SE-0470's nonisolated conformance: `nonisolated` before an inherited protocol is the
    /// conformance's specifier, in a type's clause and an extension's, and the body after it is
    /// read (swiftlang/swift-subprocess's `AsyncIterator: nonisolated AsyncIteratorProtocol`).
    @Test func nonisolatedConformances() {
        let file = parsed("""
        struct Ticker: nonisolated AsyncIteratorProtocol, @MainActor Hashable { var count: Int }
        extension Ticker: nonisolated CustomStringConvertible { var description: String { "" } }
        """)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        let ticker = try! #require(file.types.first)
        #expect(ticker.inheritedTypes.map(\.description) == ["nonisolated AsyncIteratorProtocol", "@MainActor Hashable"])
        #expect(ticker.inheritedTypes.first == .attributed(.named("AsyncIteratorProtocol"), attributes: [], specifiers: ["nonisolated"]))
        #expect(ticker.members.properties.map(\.name) == ["count"])
        #expect(file.extensions.first?.inheritedTypes.map(\.description) == ["nonisolated CustomStringConvertible"])
        #expect(file.extensions.first?.members.properties.map(\.name) == ["description"])
    }

    @Test func everyTypeKind() {
        let file = parsed("""
        enum A {}
        final class B: Base {}
        open class C {}
        actor D {}
        protocol E: AnyObject { associatedtype Item: Hashable = Int }
        indirect enum F {}
        """)
        #expect(file.diagnostics.isEmpty)
        #expect(file.types.map(\.kind) == [.enum, .class, .class, .actor, .protocol, .enum])
        #expect(file.types.map(\.name) == ["A", "B", "C", "D", "E", "F"])
        #expect(file.types[1].modifiers == ["final"])
        #expect(file.types[1].inheritedTypes == [.named("Base")])
        #expect(file.types[2].accessLevel == .open)
        #expect(file.types[5].modifiers == ["indirect"])
        let associated = file.types[4].members.associatedTypes
        #expect(associated.map(\.name) == ["Item"])
        #expect(associated.first?.inheritedTypes == [.named("Hashable")])
        #expect(associated.first?.defaultType == .named("Int"))
        #expect(associated.first?.location == testLocation(5, 25))
    }

    @Test func nestedTypesCarryTheirScope() {
        let file = parsed("""
        struct Outer {
            enum Middle {
                struct Inner { let value: Int }
            }
        }
        extension Outer.Middle {
            struct Added {}
        }
        """)
        #expect(file.diagnostics.isEmpty)
        let middle = try! #require(file.types.first?.members.nestedTypes.first)
        #expect(middle.scope == ["Outer"])
        let inner = try! #require(middle.members.nestedTypes.first)
        #expect(inner.qualifiedName == "Outer.Middle.Inner")
        #expect(inner.location == testLocation(3, 9))
        let added = try! #require(file.extensions.first?.members.nestedTypes.first)
        #expect(added.scope == ["Outer", "Middle"])
    }

    @Test func extensionWithConformanceAndWhereClause() {
        let file = parsed("extension Array: Providable where Element: Providable {\n    init(x: Int) {}\n}")
        #expect(file.diagnostics.isEmpty)
        let declaration = try! #require(file.extensions.first)
        #expect(declaration.extendedType == .named("Array"))
        #expect(declaration.inheritedTypes == [.named("Providable")])
        #expect(declaration.genericRequirements == [GenericRequirement(left: .named("Element"), relation: .conformance, right: .named("Providable"))])
        #expect(declaration.location == testLocation(1, 1))
        #expect(declaration.members.initializers.first?.location == testLocation(2, 5))
    }

    @Test func typealiasesAtTopLevelAndInTypes() {
        let file = parsed("""
        public typealias Handler<T> = (T) -> Void
        struct S { typealias ID = UUID }
        """)
        #expect(file.diagnostics.isEmpty)
        let alias = try! #require(file.typealiases.first)
        #expect(alias.name == "Handler")
        #expect(alias.genericParameters.map(\.name) == ["T"])
        #expect(alias.target.description == "(T) -> Void")
        #expect(alias.accessLevel == .public)
        #expect(alias.location == testLocation(1, 8))
        let nested = try! #require(file.types.first?.members.typealiases.first)
        #expect(nested.qualifiedName == "S.ID")
        #expect(nested.target == .named("UUID"))
    }

    @Test func importsRecordModuleNames() {
        let file = parsed("import Foundation\n@testable import App\nimport struct Models.User\n@_exported import Core")
        #expect(file.imports == ["Foundation", "App", "Models", "Core"])
    }

    @Test func unicodeAndBacktickedNames() {
        let file = parsed("""
        enum 画面 { case ユーザはHome画面でアイコンを選択する, `default` }
        struct `Type` {}
        """)
        #expect(file.diagnostics.isEmpty)
        #expect(file.types.map(\.name) == ["画面", "Type"])
        #expect(file.types.first?.members.cases.map(\.name) == ["ユーザはHome画面でアイコンを選択する", "default"])
        // Columns count UTF-8 bytes: each of 画面 takes three.
        #expect(file.types.first?.members.cases.first?.location == testLocation(1, 20))
    }

    @Test func documentationIsKeptWithoutMarkers() {
        let file = parsed("""
        // Not documentation.

        /// A user.
        ///
        ///   - Note: indented.
        struct User {
            /**
             * The name.
             * Second line.
             */
            let name: String
            // plain
            let age: Int
            /** One line. */
            case a
        }
        """)
        let user = try! #require(file.types.first)
        #expect(user.documentation == "A user.\n\n  - Note: indented.")
        #expect(user.members.properties.map(\.documentation) == ["The name.\nSecond line.", nil])
        #expect(user.members.cases.first?.documentation == "One line.")
    }
}
