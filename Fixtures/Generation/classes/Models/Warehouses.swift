import Foundation

/// A bin keeps goods of one kind behind a lid. The generic classes below it rename or wrap
/// its parameters, so `Bin`'s extension cannot spell them: each builds itself in its own
/// extension, and `Bin`'s `provide()` asks it to.
public class Bin<Lid, Goods> {
    public let aisle: String

    public init(aisle: String) {
        self.aisle = aisle
    }
}

public struct PlainLid: Equatable {
    public init() {}
}

/// Renames the parameter it passes on.
public class Shelf<Stock>: Bin<PlainLid, Stock> {}

/// Wraps it.
public class Pallet<Stock>: Bin<PlainLid, [Stock]> {}

/// Needs more of its parameter than `Bin`'s conformance does: a sample to build.
public class Showcase<Exhibit>: Bin<PlainLid, Exhibit> {
    public let sample: Exhibit

    public init(sample: Exhibit) {
        self.sample = sample
        super.init(aisle: "front")
    }
}

/// Below a shelf, and plain: `Bin`'s `provide()` names it.
public final class BookShelf: Shelf<String> {}

/// Below a shelf and generic, passing its parameter on: it inherits `Shelf`'s own
/// conformance, so `Shelf`'s extension builds it, as `Bin`'s builds the classes it can spell.
public class TallShelf<Stock>: Shelf<Stock> {}

/// Two levels below, with an initializer of its own.
public final class CornerShelf<Stock>: TallShelf<Stock> {
    public let corner: Int

    public init(corner: Int) {
        self.corner = corner
        super.init(aisle: "corner")
    }
}
