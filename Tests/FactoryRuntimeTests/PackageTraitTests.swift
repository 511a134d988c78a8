// The conformances FactoryRuntime adds under its package traits. Run with the traits enabled:
// `swift test --traits Tagged,IdentifiedCollections --filter PackageTraitTests`; without them,
// this file is empty, as FactoryRuntime is of these packages. The plugin example enables both
// and uses them from generated code.
#if Tagged || IdentifiedCollections
import FactoryGenCore
import FactoryRuntime
import Testing
#endif

#if Tagged
import Tagged

struct TaggedTraitTests {
    private enum UserTag {}

    @Test func aTaggedValueIsItsProvidedRawValueTagged() {
        #expect(Factory<Tagged<UserTag, String>>.provide() == Tagged(rawValue: Factory<String>.provide()))
        #expect(Factory<Tagged<UserTag, [Int]>>.provide().rawValue == [0])
    }

    @Test func resolutionListsTaggedWithItsArity() {
        #expect(StandardProvidableTypes.packageTypes["Tagged"]?.arity == 2)
    }
}
#endif

#if IdentifiedCollections
import IdentifiedCollections

struct IdentifiedCollectionsTraitTests {
    private struct Todo: Identifiable, Providable, Equatable {
        var id: Int
        static func provide() -> Todo { Todo(id: 7) }
    }

    @Test func anIdentifiedArrayHoldsOneProvidedElementLikeAnArray() {
        let todos = Factory<IdentifiedArrayOf<Todo>>.provide()
        #expect(Array(todos) == Factory<[Todo]>.provide())
        #expect(todos[id: 7] == Todo(id: 7))
    }

    @Test func resolutionListsBothSpellings() {
        #expect(StandardProvidableTypes.packageTypes["IdentifiedArray"]?.arity == 2)
        #expect(StandardProvidableTypes.packageTypes["IdentifiedArrayOf"]?.arity == 1)
    }
}
#endif
