/// A user template adds a field list per type, read from the declaration in the context.
struct Recipe {
    let title: String
    var servings: Int
    var steps: [String]
}

enum Difficulty: String {
    case easy, hard
}
