// Types whose variants and arbitrary values the fixture's checks walk: enums reached through
// fields and collections, optionals, a recursive enum and a graph of classes.

enum Difficulty: Equatable {
    case easy, medium, hard
}

enum Step: Equatable {
    case chop(String)
    case heat(degrees: Int)
    case rest(minutes: Int)
    case combine([Step])
}

indirect enum Ingredient: Equatable {
    case basic(String)
    case mixture(Ingredient, Ingredient)

    var depth: Int {
        switch self {
        case .basic: 1
        case .mixture(let first, let second): 1 + max(first.depth, second.depth)
        }
    }
}

struct Timing: Equatable {
    var minutes: Int
    var isOvernight: Bool
}

struct Recipe: Equatable {
    let title: String
    var difficulty: Difficulty
    var timing: Timing
    var steps: [Step]
    var rating: Int?
    var base: Ingredient
    var tags: Set<String>
}

/// Only optional `var`s, which the memberwise initializer leaves `nil`: `provide()` is
/// `Shortlist()`, and its variants still reach each field's values.
struct Shortlist: Equatable {
    var favourite: Difficulty?
    var firstStep: Step?
}

/// Built with its own initializer, whose defaulted arguments leave `note` nil and `steps`
/// empty: its variants still reach a note and some steps.
struct Card: Equatable {
    let dish: String
    let note: String?
    let steps: [Step]

    init(dish: String, note: String? = nil, steps: [Step] = []) {
        self.dish = dish
        self.note = note
        self.steps = steps
    }
}
