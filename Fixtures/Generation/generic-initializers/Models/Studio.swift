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
