/// A generic wrapper: its factory needs its parameter to be providable.
struct Tagged<Value> {
    var value: Value
    let tag: String
}

struct Pair<First, Second> {
    var first: First
    var second: Second
}

/// Uses generic types with concrete arguments.
struct Shelf {
    var labels: Tagged<String>
    var sizes: Pair<Int, Double>
    var names: [String]
    var counts: [String: Int]
    var note: String?
}

enum Either<Left, Right> {
    case left(Left)
    case right(Right)
}
