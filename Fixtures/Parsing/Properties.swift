// Every way to declare a stored or computed property.
import Foundation

struct Profile {
    let id: Int, name: String
    var x = 0, y = 0, z: Double = 1
    var (width, height): (Int, Int) = (640, 480)
    let (first, _, last) = ("a", "b", "c")
    var optional: String?
    var implicitlyUnwrapped: String!
    var formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd { }"
        return formatter
    }()
    var onChange: (Int) -> Void = { _ in }
    var mapper: (String) -> String = { value in
        if value.isEmpty { return "{" }
        return value.uppercased()
    }
    lazy var expensive: [Int] = (0..<100).map { $0 * 2 }
    lazy var lazyClosure = { [self] in self.name }
    static let shared = Profile(id: 0, name: "")
    static var counter = 0
    private static var hidden: Int = { 3 }()

    var level: Int = 1 {
        willSet { print("will \(newValue)") }
        didSet(old) {
            if level < 0 { level = old }
        }
    }
    var observedOnly: String = "" { didSet { } }

    var fullName: String { name + " " + last }
    var area: Int {
        get { width * height }
        set { width = newValue / height }
    }
    var readOnlyExplicit: Int {
        get { 1 }
    }
    var asyncValue: Int {
        get async throws { 42 }
    }
    var typedThrows: Int {
        get throws(CancellationError) { 0 }
    }
    var coroutine: Int {
        _read { yield x }
        _modify { yield &x }
    }
    var sizes: [String: (w: Int, h: Int)] { [:] }
    var doubled: Int { return x * 2 }

    @available(*, deprecated)
    var legacy: Int { 0 }
}

final class Node {
    weak var parent: Node?
    unowned var root: Node
    var children: [Node] = []
    class var kind: String { "node" }
    static let empty: Node? = nil
    final var locked = false

    init(root: Node) { self.root = root }
}

protocol Sized {
    var size: Int { get set }
    var label: String { get }
    var content: Data { get async throws }
    static var unit: String { get }
}
