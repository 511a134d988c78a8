// Default values that span lines, hold strings that look like comments, and call closures.
import Foundation

struct Endpoints {
    let base = "https://api.example.com/*not a comment*/v1" // it's "quoted
    let pattern = "/* still a string */"
    let total = 1
        + 2
        - 3
    let chained = [3, 1, 2]
        .sorted()
        .map { "\($0)" }
        .joined(separator: "}")
    var after = 0
    let keyPaths: [PartialKeyPath<Endpoints>] = [\.base, \Endpoints.pattern, \.after]
    let implicitMember: Locale = .init(identifier: "ja_JP")
    let selfInit = Self.defaultTimeout
    static let defaultTimeout: TimeInterval = 30
    let rawInterpolation = #"\#({ "}" }())"#
    let nestedMultiline = """
        outer \("""
            inner { not a body
            """)
        done
        """
    let function = #function
    let rounded = 0.5.rounded() + 1e3.squareRoot()
    let emptyComments = /**/ 1 /***/ + 2
    let ternary = true ? { 1 }() : { 2 }()
    let trailing = Array(repeating: 0, count: 3).reduce(0) { partial, next in
        partial + next
    }
    let tupleWithClosures = (first: { (x: Int) in x }, second: "}")
    var lastOne: String? = nil
}

enum Constants {
    static let braces = "{{{"
    static let regexLike = 10 / 2 / 5
    case one
    static var computed: Int {
        switch Int.random(in: 0...2) {
        case 0: return 0
        case let value where value > 1: return value
        default: return -1
        }
    }
    case two, three
}
