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
