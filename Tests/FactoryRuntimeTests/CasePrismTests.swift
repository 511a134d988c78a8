import FactoryRuntime
import Testing

/// An enum none of whose cases has a payload: `Equatable` without saying so, as factorygen
/// expects when it writes `Prism(case:)`.
enum PanelVisibility {
    case shown, hidden, archived
}

/// `Prism(case:)` keeps the prism laws, with the `Void` payload compared by presence.
struct CasePrismTests {
    static let hidden = Prism<PanelVisibility, Void>(case: .hidden)
    static let all: [PanelVisibility] = [.shown, .hidden, .archived]

    @Test func extractsItsCaseOnly() {
        #expect(Self.all.map { Self.hidden.extract($0) != nil } == [false, true, false])
    }

    @Test func embedBuildsItsCase() {
        #expect(Self.hidden.embed(()) == .hidden)
    }

    @Test func keepsThePrismLaws() {
        // embed-extract: the case built from the payload gives the payload back.
        #expect(Self.hidden.extract(Self.hidden.embed(())) != nil)
        for whole in Self.all {
            // extract-embed: what a value of the case gives builds that value again.
            if Self.hidden.extract(whole) != nil { #expect(Self.hidden.embed(()) == whole) }
            // A prism never switches a value to its case.
            if Self.hidden.extract(whole) == nil { #expect(Self.hidden.set((), whole) == whole) }
        }
    }

    @Test func composesWithOtherPrisms() {
        struct Panel: Equatable { var visibility: PanelVisibility }
        let visibility = Lens(\Panel.visibility)
        let hidden = visibility * Self.hidden
        #expect(hidden.get(Panel(visibility: .hidden)) != nil)
        #expect(hidden.get(Panel(visibility: .shown)) == nil)
        #expect(Panel(visibility: .shown) |> hidden *~ () == Panel(visibility: .shown))
    }
}
