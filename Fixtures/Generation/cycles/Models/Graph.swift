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
final class Chicken {
    let egg: Egg

    init(egg: Egg) {
        self.egg = egg
    }
}

final class Egg {
    let chicken: Chicken

    init(chicken: Chicken) {
        self.chicken = chicken
    }
}

/// Needs a Chicken, so it cannot be provided either.
struct Farm {
    let name: String
    let firstChicken: Chicken
}

/// A recursive enum whose first case is a way out.
indirect enum Expression {
    case number(Int)
    case sum(Expression, Expression)
}
