import FactoryRuntime
import Testing

@MainActor
enum Pick: Equatable {
    case chosen(Set<Int>)
    case skipped
}

extension Pick {
    @MainActor static var _chosen: Prism<Pick, Set<Int>> {
        Prism.onMainActor(extract: { whole in if case .chosen(let v0) = whole { v0 } else { nil } }, embed: { payload in .chosen(payload) })
    }
}

/// A prism whose closures run on the main actor, used from a `@MainActor` test with the usual
/// operators, obeys the prism laws.
@MainActor
struct MainActorPrismTests {
    @Test func mainActorPrismsObeyTheLaws() {
        let prism = Pick._chosen
        #expect(prism.extract(.chosen([1, 2])) == [1, 2])
        #expect(prism.extract(.skipped) == nil)
        #expect(prism.embed([3]) == .chosen([3]))
        #expect(prism.extract(prism.embed([4])) == [4])
        #expect(prism.set([5], .skipped) == .skipped)
        #expect((Pick.chosen([1]) |> Pick._chosen *~ [9]) == .chosen([9]))
        #expect((Pick.chosen([1]) |> Pick._chosen %~ { $0.union([2]) }) == .chosen([1, 2]))
    }
}
