import Foundation

/// A tagged identifier: `Tag` only tells identifiers apart, no value of it is ever stored.
public struct Tagged<Tag, RawValue> {
    public var rawValue: RawValue

    public init(rawValue: RawValue) {
        self.rawValue = rawValue
    }
}

/// A marker with no cases: there is no value of it to build, and none is needed.
public enum DeviceTag {}
public typealias DeviceId = Tagged<DeviceTag, UUID>

public struct Player {
    /// The owning type as the marker.
    public typealias Id = Tagged<Player, UUID>
    /// A tuple as the marker, naming which number this is.
    public typealias Seat = Tagged<(Player, seat: ()), Int>

    public var id: Id
    public var device: DeviceId
    public var seat: Seat
}

/// `Failure` is only held as an optional: the attempt is built without an error value.
public struct Attempt<Failure, Value> {
    public var run: () -> (failure: Failure?, value: Value?)
}

/// Keyed by its members' identifier type, which only the alias below names.
public struct Roster<Key: Hashable, Member> {
    public var members: [Member]
}
public typealias RosterOf<Member: Identifiable> = Roster<Member.ID, Member>

public protocol Ranked {
    associatedtype Level
}

public struct Badge: Identifiable, Ranked {
    public enum Level { case bronze, gold }
    public var id: String
}

/// A member the argument declares (`Badge.Level`) is followed through the alias and built.
public typealias LevelsOf<Item: Ranked> = [Item.Level]

public struct Lobby {
    public var host: Player
    public var join: Attempt<any Error, Player>
    public var rematch: Tagged<Never, Bool>
    public var badges: RosterOf<Badge>
    public var levels: LevelsOf<Badge>
}

public protocol Tracked {
    associatedtype Entry: Identifiable
}

public struct Ledger: Tracked {
    /// `nonisolated`: with `-default-isolation MainActor`, a main-actor `Identifiable`
    /// conformance could not meet `Tracked`'s requirement.
    nonisolated public struct Entry: Identifiable {
        public var id: Int
    }
}

/// A path through the argument: `Ledger.Entry` is declared, its `ID` is `Identifiable`'s.
public typealias EntriesOf<Book: Tracked> = Roster<Book.Entry.ID, Book.Entry>

public struct Scoreboard {
    public var entries: EntriesOf<Ledger>
}
