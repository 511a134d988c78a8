@testable import FactoryGenCore
import Testing

/// Which fields a type's `fieldVariations` lists: those whose provided value is their type's
/// own `provide()`, through a lens that exists wherever the conformance does.
struct VariedFieldsTests {
    private func varied(_ source: String) -> [String: [String]] {
        let plan = Resolver().resolve([Parser.parse(source, path: "Models.swift")])
        return Dictionary(uniqueKeysWithValues: plan.types.map { ($0.name, $0.providable?.variedLenses ?? []) })
    }

    @Test func listsFieldsBuiltByTheirOwnFactory() {
        let lists = varied("""
            enum Role { case reader, editor }
            struct User {
                let name: String
                var role: Role
                var onChange: (Int) -> Void
                var nickname: String? = nil
            }
            """)
        // A closure's value is a closure, not a factory call; `nickname` keeps its default,
        // `nil`, which is not the first of an optional's variants.
        #expect(lists["User"] == ["_name", "_role"])
        #expect(lists["Role"] == [])
    }

    @Test func leavesOutAFieldBrokenOutOfACycle() {
        let lists = varied("""
            struct Folder {
                var name: String
                var parent: Folder?
                var children: [Folder]
            }
            """)
        #expect(lists["Folder"] == ["_name"])
    }

    @Test func aSubclassInheritsItsSuperclassList() {
        let lists = varied("""
            class Shape {
                let sides: Int
                init(sides: Int) { self.sides = sides }
            }
            final class Square: Shape {
                let length: Double
                init(sides: Int, length: Double) { self.length = length; super.init(sides: sides) }
            }
            """)
        #expect(lists["Shape"] == ["_sides"])
        #expect(lists["Square"] == [])
    }

    @Test func leavesOutLensesThatDecode() {
        let lists = varied("""
            struct Token: Codable {
                let value: String
                let scopes: [String]
                init(from decoder: any Decoder) throws { fatalError() }
                init(value: String) { self.value = value; self.scopes = [] }
            }
            """)
        // `scopes` is only set by decoding, so its lens re-decodes: it is not listed, nor is
        // `value`, whose initializer does not set it from a factory alone.
        #expect(lists["Token"]?.contains("_scopes") == false)
    }
}
