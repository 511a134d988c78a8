#if canImport(SwiftUI)
import SwiftUI
#endif

/// A SwiftUI view: `View` is isolated to the main actor, so the badge is too, though it says
/// nothing of it, and its `provide()` and lenses run there.
struct TrackBadge: View {
    let title: String
    var plays: Int

    var body: some View { Text("\(title) (\(plays))") }
}

/// A view modifier is isolated the same way, named through its module.
struct Dimmed: SwiftUI.ViewModifier {
    var opacity: Double

    func body(content: Content) -> some View { content }
}

/// What a shelf view reads from its environment.
final class Library: ObservableObject {
    var shelves = 0
}

/// Reads its library from the environment: the memberwise initializer takes the
/// `EnvironmentObject` itself, defaulted, so `provide()` passes only the title.
struct ShelfView: View {
    @EnvironmentObject var library: Library
    let title: String

    var body: some View { Text(title) }
}

/// Handed a binding by the view that shows it, which nothing here provides: skipped, rather
/// than passed a `Bool` it cannot take.
struct PlayToggle: View {
    @Binding var isOn: Bool

    var body: some View { Text(isOn ? "pause" : "play") }
}
