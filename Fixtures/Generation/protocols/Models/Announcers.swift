/// Names a protocol extension declares are members of every conformer: inside one, `Headline`
/// is this closure type though no type declares it.
protocol Announcer {}

extension Announcer {
    typealias Headline = (Int) -> String
    typealias Channel = Int
}

/// Refining `Announcer` passes its names on.
protocol Broadcaster: Announcer {}

struct Bulletin: Announcer {
    var headline: Headline
    var channel: Channel
}

/// Through the refined protocol, and from a type nested in a conformer.
struct Newsreel: Broadcaster {
    struct Segment {
        var channel: Channel
    }

    var opening: Headline
    var segments: [Segment]
}

/// A conformer's own member comes before the protocol's.
struct Radio: Announcer {
    typealias Channel = Double

    var channel: Channel
}
