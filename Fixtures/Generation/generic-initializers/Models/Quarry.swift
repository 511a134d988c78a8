/// A stone small enough to skip.
public struct Pebble: Equatable, Sendable {
    public var grams: Int

    public init(grams: Int) {
        self.grams = grams
    }
}

/// A stone for paving.
public struct Cobble: Equatable, Sendable {
    public var grams: Int

    public init(grams: Int) {
        self.grams = grams
    }
}

/// A row of stones of one kind, described by a protocol of the models.
public protocol Row {
    associatedtype Element
    var stones: [Element] { get }
}

/// The first conformer: its stones are pebbles.
public struct PebbleRow: Row {
    public typealias Element = Pebble
    public var stones: [Pebble]

    public init(stones: [Pebble]) {
        self.stones = stones
    }
}

/// A later conformer: its stones are cobbles.
public struct CobbleRow: Row {
    public typealias Element = Cobble
    public var stones: [Cobble]

    public init(stones: [Cobble]) {
        self.stones = stones
    }
}

/// Weighs a row of cobbles: it is given the conformer whose elements are cobbles, not the
/// first conformer, whose pebbles the requirement rules out.
public struct CobbleScale {
    public let total: Int

    public init<R: Row>(_ row: R) where R.Element == Cobble {
        total = row.stones.reduce(0) { $0 + $1.grams }
    }
}

/// Walks a row of its own kind of stone, whatever that is: no conformer holds every kind, so
/// its only initializer cannot be called for any `Stone`, and it is skipped.
public struct Walker<Stone> {
    public typealias Element = Stone
    public let count: Int

    public init<R: Row>(_ row: R) where R.Element == Element {
        count = row.stones.count
    }
}
