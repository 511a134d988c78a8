/// Models whose nested types share standard library names: the generated code, and the checks
/// written inside the models' extensions, must name the standard ones unambiguously.
struct Recipe {
    var title: String
    var servings: Int
    var notes: Swift?
    var rating: Int = 0

    /// The recipe as another language writes it.
    struct Swift {
        var dialect: String
    }
}

struct Tally {
    var label: String
    var count: Int

    /// Not the standard `Int`: inside `Tally`, `Int` means this.
    struct Int {
        var raw: Swift.Int
    }
}

enum Serving {
    case plate(Recipe.Swift)
    case bowl(count: Swift.Int)
}
