/// An actor of the app's own, used as a global actor.
@globalActor
actor MixingActor {
    static let shared = MixingActor()
}

@MixingActor
struct MixerChannel {
    let gain: Double
}

/// Nothing isolated here: lenses as usual.
struct Track: Sendable {
    let title: String
    var plays: Int
}
