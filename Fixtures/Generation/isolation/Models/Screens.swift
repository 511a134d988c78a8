/// The state a screen shows, owned by the main actor.
@MainActor
final class PlayerViewState {
    var trackTitle: String
    var isPlaying = false

    init(trackTitle: String) {
        self.trackTitle = trackTitle
    }
}

/// A value type isolated to the main actor.
@MainActor
struct Toast {
    let message: String
    var seconds: Int
}

@MainActor
enum Route {
    case library
    case track(id: Int, autoplay: Bool)
}

/// A screen whose parts are isolated too: building it needs the main actor as well.
@MainActor
struct PlayerScreen {
    let state: PlayerViewState
    let route: Route
}
