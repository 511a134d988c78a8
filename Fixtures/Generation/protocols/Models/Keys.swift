/// A key typed by the record it belongs to: `Owner` only tags it.
struct Key<Raw, Owner> {
    var raw: Raw
}

/// An alias a protocol declares may name `Self` and an associated type: named through a
/// conformer, they are that conformer and what it makes the associated type.
protocol Keyed {
    associatedtype RawKey
    typealias ID = Key<RawKey, Self>
}

/// The associated type is the conformer's own alias.
struct Ticket: Keyed {
    typealias RawKey = Int

    var id: Ticket.ID
    var seat: String
}

/// The associated type is the conformer's generic parameter of that name; the bare name
/// finds the alias through the conformer too.
struct Shelf<RawKey>: Keyed {
    var id: ID
    var label: String

    init(id: ID, label: String) {
        self.id = id
        self.label = label
    }
}
