import Testing
@testable import FactoryGenCore

/// `Tagged` and `IdentifiedArray`, which FactoryRuntime conforms under its package traits: known
/// to resolution when the models import their modules.
@Suite struct PackageTypeTests {
    private static let models = """
        struct Todo: Identifiable {
            typealias ID = Tagged<Self, String>
            let id: ID
            let title: String
        }
        struct Board {
            let owner: Tagged<Board, Int>
            let todos: IdentifiedArrayOf<Todo>
            let pinned: IdentifiedArray<Todo.ID, Todo>
        }
        """

    @Test func importedPackageTypesAreBuilt() {
        let plan = resolvePlan("import Tagged\nimport IdentifiedCollections\n" + Self.models)
        #expect(plan.diagnostics.isEmpty)
        #expect(plan.type("App.Todo")?.providable?.expression == "Self(id: Factory<Tagged<App.Todo, String>>.provide(), title: Factory<String>.provide())")
        #expect(plan.type("App.Board")?.providable?.expression == "Self(owner: Factory<Tagged<App.Board, Int>>.provide(), "
            + "todos: Factory<IdentifiedArrayOf<App.Todo>>.provide(), pinned: Factory<IdentifiedArray<Tagged<App.Todo, String>, App.Todo>>.provide())")
    }

    @Test func withoutTheImportTheyAreUnknown() {
        let plan = resolvePlan(Self.models)
        #expect(plan.types.isEmpty)
        #expect(plan.skipped.map(\.name).sorted() == ["Board", "Todo"])
    }

    @Test func anIdentifiedArrayOfElementsThatAreNotIdentifiableIsNotProvided() {
        let plan = resolvePlan("""
            import IdentifiedCollections
            struct Note { let text: String }
            struct Notebook { let notes: IdentifiedArrayOf<Note> }
            """)
        #expect(plan.type("App.Note") != nil)
        #expect(plan.type("App.Notebook") == nil)
        #expect(plan.skipped.map(\.name) == ["Notebook"])
    }

    @Test func theTagIsNeverBuilt() {
        // A caseless enum cannot be provided, but as a tag it only has to be named.
        let plan = resolvePlan("""
            import Tagged
            enum DeviceTag {}
            struct Device { let id: Tagged<DeviceTag, Int> }
            """)
        #expect(plan.type("App.Device")?.providable?.expression == "Self(id: Factory<Tagged<App.DeviceTag, Int>>.provide())")
    }
}
