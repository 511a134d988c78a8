/// A graph of classes: a cook's mentor is another cook, and a brigade holds cooks.
final class Cook {
    let name: String
    var signature: Recipe
    var mentor: Cook?

    init(name: String, signature: Recipe, mentor: Cook?) {
        self.name = name
        self.signature = signature
        self.mentor = mentor
    }

    var lineage: Int { 1 + (mentor?.lineage ?? 0) }
}

class Brigade {
    let head: Cook
    let members: [Cook]
    let isOpen: Bool

    init(head: Cook, members: [Cook], isOpen: Bool) {
        self.head = head
        self.members = members
        self.isOpen = isOpen
    }
}
