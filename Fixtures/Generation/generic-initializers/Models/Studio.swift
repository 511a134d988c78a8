/// Initializers generic over what they are given: a concrete argument type is evident from
/// each one's constraints.
public struct Song {
    public var title: String
}

/// Any sequence of songs: given an array of them.
public struct Playlist {
    public let songs: [Song]

    public init<S: Sequence>(_ songs: S) where S.Element == Song {
        self.songs = Array(songs)
    }
}

/// A collection of levels, written inline and in a `where` clause.
public struct Mixer {
    public let levels: [Int]
    public let labels: [String]

    public init<Levels: Collection, Labels: Sequence>(levels: Levels, labels: Labels) where Levels.Element == Int, Labels.Element == String {
        self.levels = Array(levels)
        self.labels = Array(labels)
    }
}

/// Constrained by protocols a `String` conforms to: given a string.
public struct TrackKey {
    public let base: AnyHashable

    public init<Key: Hashable & Sendable>(_ key: Key) {
        base = AnyHashable(key)
    }
}

public protocol Output {}

public struct Speaker: Output {
    public var volume: Int
}

/// Constrained by a protocol of the inputs: given its first conformer.
public struct Room {
    public let output: any Output

    public init<O: Output>(output: O) {
        self.output = output
    }
}

/// An `Output` that says it is `Sendable`; `Speaker`, declared first and public, does not.
public struct Headphones: Output, Sendable {
    public var impedance: Int
}

/// An output handed to another task must be `Sendable`: given `Headphones`, the first
/// conformer that says so, where `Speaker` would make the call warn.
public struct Broadcast {
    public let channel: String

    public init<O: Output & Sendable>(channel: String, output: O) {
        self.channel = channel
    }
}

/// Nothing evident stands in for an `AnyObject`: the non-generic initializer is used.
public struct Session {
    public let owner: String

    public init<Owner: AnyObject>(owner: Owner) {
        self.owner = "\(type(of: owner))"
    }

    public init(name: String) {
        owner = name
    }
}

/// Opaque parameters stand for generic ones: a collection of titles is given an array of them,
/// as `Playlist` is, and an `Output` its first conformer, as `Room` is.
public struct Album {
    public let titles: [String]
    public let monitor: any Output

    public init(titles: some Collection<String>, monitor: some Output) {
        self.titles = Array(titles)
        self.monitor = monitor
    }
}

public protocol Effect {}

/// Declared first, but made only by a throwing initializer: it has no factory.
public struct Reverb: Effect {
    public let room: String

    public init(room: String) throws {
        guard !room.isEmpty else { throw CancellationError() }
        self.room = room
    }
}

public struct Echo: Effect {
    public var repeats: Int
}

/// Constrained by a protocol of the inputs whose first conformer cannot be built: given the
/// first one that can, `Echo`, generic or opaque alike.
public struct Pedal {
    public let effect: any Effect
    public let spare: any Effect

    public init<E: Effect>(_ effect: E, spare: some Effect) {
        self.effect = effect
        self.spare = spare
    }
}

/// Two arguments of one generic type, which must be the same conformer: given the first only,
/// which cannot be built, so not generated.
public struct Splitter {
    public let left: any Effect
    public let right: any Effect

    public init<E: Effect>(left: E, right: E) {
        self.left = left
        self.right = right
    }
}
