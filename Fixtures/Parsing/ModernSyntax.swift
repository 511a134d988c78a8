// Newer syntax: if/switch expressions, packs, typed throws, operators, macros, sending.
import Foundation

infix operator <>: AdditionPrecedence

precedencegroup PipePrecedence {
    associativity: left
    higherThan: AssignmentPrecedence
}

infix operator |>>: PipePrecedence

struct Vector: Equatable {
    var x: Double, y: Double

    static func + (lhs: Vector, rhs: Vector) -> Vector { Vector(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    static func <> (lhs: Vector, rhs: Vector) -> Double { lhs.x * rhs.x + lhs.y * rhs.y }
    static prefix func - (value: Vector) -> Vector { Vector(x: -value.x, y: -value.y) }
    static func == (lhs: Vector, rhs: Vector) -> Bool { lhs.x == rhs.x && lhs.y == rhs.y }
    static let zero = Vector(x: 0, y: 0)
}

enum Theme: String { case light, dark }

struct Expressions {
    var flag = true
    var mode = if Bool.random() { "fast" } else { "slow" }
    var theme: Theme = switch Int.random(in: 0...1) {
    case 0: .light
    default: .dark
    }
    let parsed = try? JSONDecoder().decode([String].self, from: Data("[]".utf8))
    let values = [1, 2, 3].map { $0 * 2 }.filter { $0 > 2 }
    let nestedClosure: () -> () -> Int = { { 42 } }
    var label: String {
        let value = if flag { "on" } else { "off" }
        return value
    }
}

struct Tuple<each Element> {
    var elements: (repeat each Element)

    init(_ elements: repeat each Element) {
        self.elements = (repeat each elements)
    }

    func forEach(_ body: (Any) -> Void) {
        for element in repeat each elements {
            body(element)
        }
    }
}

enum ValidationError: Error { case empty, tooLong(limit: Int) }

struct Validator {
    var limit = 10
    func validate(_ text: String) throws(ValidationError) -> String {
        guard !text.isEmpty else { throw .empty }
        guard text.count <= limit else { throw .tooLong(limit: limit) }
        return text
    }
    func transfer(_ value: sending [Int]) async -> [Int] { value }
    func generic<T: Sendable, each U>(_ first: T, rest: repeat each U) -> some Sendable { first }
    func opaqueParameter(_ values: some Collection<Int>) -> Int { values.count }
}

@Observable
final class Counter {
    var count = 0
    @ObservationIgnored var log: [String] = []
}

@attached(peer, names: overloaded)
macro AddAsync() = #externalMacro(module: "Macros", type: "AddAsyncMacro")

struct UsesMacros {
    @AddAsync
    func fetch(completion: @escaping (Int) -> Void) { completion(#line) }
    let warningFree = #fileID
}
