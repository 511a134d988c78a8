// Contextual keywords used as ordinary names: properties, cases, parameters and types.
import Foundation

struct Manifest {
    var actor: String
    let package: String
    var macro = "none"
    var some = 1
    var any: Int = 2
    var each = 3
    var consume = 4
    var copy = 5
    var discard = 6
    var mutating = false
    var indirect = false
    var convenience = 0
    var required = true
    var override = false
    var optional: String? = nil
    var dynamic = 0
    var infix = ""
    var prefix = ""
    var postfix = ""
    var final = 1
    var nonisolated = 2
    var distributed = 3
    var isolated = 4
    var sending = 5
    var borrowing = 6
    var consuming = 7
    var lazy = 8
    var weak = 9
    var unowned = 10
    var associativity = 11
    var precedence = 12
    var `static` = 13
    var unsafe = 14
    var then = 15
    var module = 16

    enum Kind {
        case open, package, actor, some, any, each, optional, required, lazy, weak
        case get, set, willSet, didSet
        case final(consuming: Int, borrowing: String)
    }

    func mutate(actor: String, package: Int, some value: Int) -> Int { value }
    init(actor: String, package: String) {
        self.actor = actor
        self.package = package
    }
}

struct Package { var name: String }
enum Macro { case expression, declaration }
class Actor { var mailbox: [String] = [] }
