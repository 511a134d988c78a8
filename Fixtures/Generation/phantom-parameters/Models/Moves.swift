import Foundation

/// A move names the data it carries and what the table answers: the move types themselves are
/// never stored, only their associated types.
public protocol Move {
    associatedtype Detail
    associatedtype Answer
}

public struct Deal: Move {
    public struct Detail: Equatable {
        public var cards: Int
    }
    public typealias Answer = String
}

public struct Fold: Move {
    public typealias Detail = Bool
    public typealias Answer = Int
}

/// A detail the test module cannot build: a table holding a `Turn<Bluff>` gets no factory.
public struct Bluff: Move {
    public final class Detail {
        private init() {}
    }
    public typealias Answer = Int
}

/// Builds `M.Detail`, never `M`: its conformance asks `M.Detail: Providable` only.
public struct Turn<M: Move> {
    public var number: Int
    public var detail: M.Detail
    public var answer: M.Answer?
}

/// Passes its parameter on to `Turn`, whose requirement becomes its own.
public struct Round<M: Move> {
    public var opening: Turn<M>
    public var turns: [Turn<M>]
}

public struct Table {
    public var deal: Turn<Deal>
    public var fold: Round<Fold>
}

public struct RiggedTable {
    public var bluff: Turn<Bluff>
}

/// The law checks bind every generic parameter to `Int`.
extension Int: Move {
    public typealias Detail = Int
    public typealias Answer = String
}
