// Names that are keywords elsewhere and must be written with backticks, or that are contextual.
struct Filter {
    var `default`: Bool
    let `class`: String
    var `protocol`: String?
    let `init`: Int
    var type: String
    var get: Int
    var set: Int
    var async: Bool
    var await = 0
    var open = true
    var `Self`: Int = 0
    var willSet = 1
    var didSet = 2

    enum `Type`: String {
        case `default`
        case `switch` = "switch"
        case `case`(`in`: Int)
        case `self`
    }

    func `func`(`for` value: Int) -> Int { value }
}

enum `enum` {
    case `let`, `var`
}

struct `struct` {
    let `extension`: `enum`
}

extension `struct` {
    var `where`: Int { 1 }
}
