/// Nested types that name an associated type of their parent (`Element`, `RawValue`), which
/// the parent's conformance infers or the standard protocol declares. Swift finds the name
/// inside the parent's body, but not in an extension of the nested type, where the lenses go.
public struct Playlist: Sequence {
    public let titles: [String]
    public func makeIterator() -> IndexingIterator<[String]> { titles.makeIterator() }

    public struct Cursor {
        public let position: Int
        public let current: Element?
    }
}

/// The same inside a generic parent, whose `Element` depends on its parameter.
public struct Rotation<Item> {
    public let items: [Item]
}

extension Rotation: Sequence {
    public func makeIterator() -> IndexingIterator<[Item]> { items.makeIterator() }

    public struct Turn {
        public let offset: Int
        public let first: Element?
    }
}

public enum Volume: Int {
    case quiet = 1, loud = 9

    public struct Step {
        public let by: [RawValue]
    }
}
