/// What a folio is printed from.
public protocol FolioUnit: Sendable {
    init()
}

extension UInt8: FolioUnit {}

/// A source of folios: where it stands, and the units it gives.
public protocol FolioFeed {
    associatedtype Mark
    associatedtype Unit: FolioUnit
}

/// A feed numbered by its position: the checks bind the parameters below to `Int`.
extension Int: FolioFeed {
    public typealias Mark = String
    public typealias Unit = UInt8
}

/// Reads folios from a feed. Its reader's `carry` has no written type: it builds
/// `Feed.Unit`, as its initial value says, not `Feed` itself.
public struct FolioStream<Feed: FolioFeed> {
    public struct Reader {
        var mark: Feed.Mark
        var carry = Feed.Unit()
    }
}

/// Holds a folio stream's reader: its conformance needs what the reader's does (`Feed.Mark`
/// and `Feed.Unit`), not `Feed: Providable`, which the reader never builds.
public struct Binder<Feed: FolioFeed> {
    public var reader: FolioStream<Feed>.Reader
    public var bound: Int
}
