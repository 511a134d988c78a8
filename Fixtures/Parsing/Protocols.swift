// Protocols with associated types, property requirements and constrained extensions.
import Foundation

public protocol Repository<Entity>: AnyObject, Sendable {
    associatedtype Entity: Identifiable & Sendable
    associatedtype Query = String
    associatedtype Page: Collection where Page.Element == Entity

    var count: Int { get }
    var name: String { get set }
    var latest: Entity? { get async throws }
    static var shared: Self { get }

    init(configuration: [String: String])
    init?(path: String) throws

    func fetch(_ query: Query) async throws -> [Entity]
    subscript(id: Entity.ID) -> Entity? { get }
    mutating func reset()
}

protocol Describable {
    var summary: String { get }
}

extension Describable {
    var summary: String { String(describing: self) }
}

extension Describable where Self: CustomStringConvertible {
    var summary: String { description }
}

protocol Store: Actor {
    func save() async
}

@objc protocol LegacyDelegate {
    @objc optional func didFinish()
}

protocol Container {
    associatedtype Item
    typealias Items = [Item]
    var items: Items { get }
}

extension Container where Item: Equatable, Items == [Item] {
    func contains(_ item: Item) -> Bool { items.contains(item) }
}

protocol Cache<Key, Value> {
    associatedtype Key: Hashable
    associatedtype Value
    subscript(key: Key) -> Value? { get set }
}
