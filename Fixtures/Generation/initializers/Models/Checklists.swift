import Foundation

/// A default that lists values of a type of the inputs (`[Chore(title: "sweep"), …]`) differs
/// between calls when an element's initializer does: each chore stamps a new identifier it
/// leaves to its own default. The list is passed its provided value, as a lone `Chore(…)`
/// default would be.
struct Chore: Equatable {
    var id = UUID()
    var title: String
    var done = false

    init(title: String) {
        self.title = title
    }
}

struct Checklist: Equatable {
    var owner: String
    var chores = [
        Chore(title: "sweep"),
        Chore(title: "dust"),
    ]
}

/// The same through a set and through a dictionary's values.
struct Sticker: Hashable {
    var serial = UUID()
    var motif: String
}

struct Album: Equatable {
    var name: String
    var loose: Set<Sticker> = [Sticker(motif: "star")]
    var pages: [Int: Sticker] = [1: Sticker(motif: "moon")]
}

/// Elements that vary in nothing are left to their default.
struct Peg: Equatable {
    var colour: String
}

struct Board: Equatable {
    var name: String
    var pegs = [Peg(colour: "red"), Peg(colour: "blue")]
}
