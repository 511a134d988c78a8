// Enum forms: raw values, payloads, indirect cases, several elements per case.
import Foundation

enum Direction {
    case north, south, east, west
}

enum HTTPStatus: Int, CaseIterable {
    case ok = 200
    case created = 201, accepted = 202
    case notFound = 404
}

enum Currency: String, Codable {
    case yen = "JPY"
    case dollar
    case euro = "EUR"
}

enum Shape {
    case point
    case circle(radius: Double)
    case rectangle(Double, Double)
    case polygon(sides: Int, length: Double = 1.0)
    case labeled(_ name: String, at: (x: Int, y: Int))
    case path([(Double, Double)]), empty
    case handler((Int) -> Void)
}

indirect enum Expression {
    case number(Int)
    case sum(Expression, Expression)
    case product(lhs: Expression, rhs: Expression)
}

enum Tree<Element: Comparable> {
    case leaf
    indirect case node(left: Tree, value: Element, right: Tree)
}

enum Mixed {
    case a, b(Int), c(label: String = "x")
    @available(*, deprecated, message: "use b")
    case legacy
    /// Documented case.
    case documented(
        first: Int,
        second: String
    )

    static let all: [Mixed] = [.a, .legacy]
    var isA: Bool { if case .a = self { return true } else { return false } }

    init(flag: Bool) { self = flag ? .a : .b(0) }

    func describe() -> String {
        switch self {
        case .a: return "a"
        case .b(let value) where value > 0: return "b\(value)"
        case .c(let label): return label
        default: return "other"
        }
    }
}

enum Empty {}

enum Nested {
    case one
    enum Inner: Equatable {
        case two
        enum Deepest { case three }
    }
}

public enum Result2<Success, Failure: Error> {
    case success(Success)
    case failure(Failure)
}
