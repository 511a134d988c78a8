/// A queue of songs read lazily from whatever list it was handed.
struct SongQueue {
    var title: String
    var upcoming: any Sequence<String>
    var ratings: any Collection<Int>
}

/// A cursor over any ordered run of marks, generic over the mark.
struct MarkCursor<Mark: Hashable> {
    var position: Int
    var marks: any RandomAccessCollection<Mark>
    var skipped: (any BidirectionalCollection<Mark>)?
}
