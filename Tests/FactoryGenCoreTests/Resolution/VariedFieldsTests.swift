@testable import FactoryGenCore
import Testing

/// Which fields a type's `fieldVariations` lists: those whose provided value is their type's
/// own `provide()`, through a lens that exists wherever the conformance does.
struct VariedFieldsTests {
    private func varied(_ source: String) -> [String: [String]] {
        let plan = Resolver().resolve([Parser.parse(source, path: "Models.swift")])
        return Dictionary(uniqueKeysWithValues: plan.types.map { type in
            (type.name, (type.providable?.variedLenses ?? []) + (type.providable?.emptyVariedLenses ?? []).map { "empty " + $0 })
        })
    }

    @Test func listsFieldsBuiltByTheirOwnFactory() {
        let lists = varied("""
            enum Role { case reader, editor }
            struct User {
                let name: String
                var role: Role
                var onChange: (Int) -> Void
                var nickname: String? = nil
                var motto: String? = "Carpe diem"
                var unknown: Opaque?
            }
            struct Opaque { private init() {} }
            """)
        // A closure's value is a closure, not a factory call; `nickname` keeps its default,
        // `nil`, the last of an optional's variants; `motto` keeps a text, which is neither;
        // `Opaque` has no factory.
        #expect(lists["User"] == ["_name", "_role", "empty _nickname"])
        #expect(lists["Role"] == [])
    }

    @Test func listsAFieldBrokenOutOfACycleAsEmpty() {
        let lists = varied("""
            struct Folder {
                var name: String
                var parent: Folder?
                var children: [Folder]
            }
            """)
        #expect(lists["Folder"] == ["_name", "empty _parent", "empty _children"])
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

    @Test func recognizesAFactoryCallOnlyForItsOwnType() {
        #expect(FactoryCall.isCall("Factory<[App.Role]>.provide()", of: "Factory", for: "[App.Role]"))
        #expect(FactoryCall.isCall("FactoryRuntime.Factory<Int?>.provide()", of: "FactoryRuntime.Factory", for: "Int?"))
        #expect(!FactoryCall.isCall("Factory<Int>.provide()", of: "Factory", for: "Int?"))
        #expect(!FactoryCall.isCall("Factory<Inx>.provide()", of: "Factory", for: "Int"))
        #expect(!FactoryCall.isCall("Factory(Int>.provide()", of: "Factory", for: "Int"))
        #expect(!FactoryCall.isCall("Factory<Int>.provide() ", of: "Factory", for: "Int"))
        #expect(!FactoryCall.isCall("nil", of: "Factory", for: "Int"))
    }

    @Test func drawsAFactoryCallFromTheSourceAndLeavesOtherValues() {
        #expect(FactoryCall.drawn("Factory<[App.Role]>.provide()", factory: "Factory") == "Factory<[App.Role]>.arbitrary(using: &source)")
        #expect(FactoryCall.drawn("Factory<ユーザ>.provide()", factory: "Factory") == "Factory<ユーザ>.arbitrary(using: &source)")
        for value in ["nil", "[]", "Factory.provide()", "Factory<Int>.provide() ", "Other<Int>.provide()", "Factory<Int>.provide().id", ".idle"] {
            #expect(FactoryCall.drawn(value, factory: "Factory") == value)
        }
        #expect(FactoryCall.drawn("Factory<Int>.provide()", factory: "FactoryRuntime.Factory") == "Factory<Int>.provide()")
    }
}
