/// A collection whose only initializer is the array literal's, keeping the list as given:
/// `provide()` calls it with the list left empty, which no other initializer fits.
public struct Playlist: ExpressibleByArrayLiteral, Sequence {
    private var tracks: [String] = []

    public init(arrayLiteral elements: String...) {
        tracks = elements
    }

    public func makeIterator() -> IndexingIterator<[String]> { tracks.makeIterator() }
}

/// One that reorders its list is still left out: a made-up list could be anything.
public struct Ranking: ExpressibleByArrayLiteral {
    public let scores: [Int]

    public init(arrayLiteral elements: Int...) {
        scores = elements.sorted(by: >)
    }
}

/// A type holding the playlist is provided through it.
public struct Party {
    public var host: String
    public var playlist: Playlist
}
