/// A tree: the cycle Node → [Node] is broken by the empty array.
struct Node {
    let name: String
    let children: [Node]
    let parent: Box?
}

final class Box {
    let node: Node?

    init(node: Node?) {
        self.node = node
    }
}

/// An unbreakable cycle: every Chicken needs an Egg and every Egg a Chicken.
struct Chicken {
    let egg: Egg
}

struct Egg {
    let chicken: Chicken
}

/// A recursive enum whose first case is a way out.
indirect enum Expression {
    case number(Int)
    case sum(Expression, Expression)
}
