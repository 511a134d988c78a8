/// A journal of entries whose position type keeps its raw number private: the only way to
/// one is the static computed `start`, which a generic type may declare (it stores no static
/// property) and which builds a position for every kind of entry.
public struct Journal<Entry> {
    public var entries: [Entry]
    public var cursor: Position

    public struct Position: Hashable, Comparable {
        private(set) var offset: Int

        private init(offset: Int) { self.offset = offset }

        public static var start: Self { Position(offset: 0) }

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
    }
}

extension Journal.Position {
    /// One in an extension counts too, after those of the body.
    public static var end: Journal<Entry>.Position { Self(offset: Int.max) }
}
