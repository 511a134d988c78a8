// Classes, inheritance, actors and the initializers they need.
import Foundation

open class Animal {
    public let name: String
    open var legs: Int { 4 }
    public internal(set) var age: Int = 0
    weak var owner: Person?
    unowned let zoo: Zoo
    unowned(unsafe) var keeper: Zoo

    public init(name: String, zoo: Zoo) {
        self.name = name
        self.zoo = zoo
        self.keeper = zoo
    }

    public required init?(coder: NSCoder) { nil }

    deinit { print("bye \(name)") }

    open func speak() -> String { "..." }
}

public final class Dog: Animal {
    public var breed: String = "mixed"
    override public var legs: Int { 4 }
    public static var count = 0
    class var kind: String { "dog" }

    public convenience init(name: String) {
        self.init(name: name, zoo: Zoo())
    }

    public override init(name: String, zoo: Zoo) {
        super.init(name: name, zoo: zoo)
    }

    public required init?(coder: NSCoder) { nil }

    override public func speak() -> String { "woof" }
}

class Person {
    var pets: [Animal] = []
}

final class Zoo: @unchecked Sendable {
    private var animals: [String: Animal] = [:]
    private let lock = NSLock()
}

actor Counter {
    private(set) var value = 0
    let step: Int
    nonisolated let label: String

    init(step: Int = 1, label: String) {
        self.step = step
        self.label = label
    }

    func increment() -> Int {
        value += step
        return value
    }

    nonisolated var description: String { "Counter(\(label))" }
}

@globalActor
actor DatabaseActor {
    static let shared = DatabaseActor()
}

distributed actor Remote {}
