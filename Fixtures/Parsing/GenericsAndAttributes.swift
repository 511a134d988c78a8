// Generic clauses, where clauses, and attributes whose arguments hold code.
import Foundation

protocol Identified { associatedtype ID: Hashable; var id: ID { get } }
protocol Storage<Element> { associatedtype Element }

class BaseStore<Element> {
    var elements: [Element] = []
    class func make() -> Self { fatalError() }
    class var name: String { "base" }
}

final class UserStore<Element: Identified>: BaseStore<Element>, @unchecked Sendable where Element.ID == String {
    override class var name: String { "users" }
    final class func makeEmpty() -> UserStore { UserStore() }
    private(set) var index: [String: Int] = [:]

    subscript<T: Decodable>(key key: String, as type: T.Type = T.self) -> T? where T: Sendable {
        nil
    }
}

struct Page<Item>: Storage where Item: Sendable {
    typealias Element = Item
    var items: [Item]
    var next: Page<Item>.Cursor?

    struct Cursor: Hashable { let offset: Int }
}

extension Page: Equatable where Item: Equatable {
    static func == (lhs: Page, rhs: Page) -> Bool { lhs.items == rhs.items }
}

extension Page.Cursor where Item == Int {
    static let first = Page.Cursor(offset: 0)
}

struct Settings {
    @available(*, deprecated, message: "use { braces } and \"quotes\" instead")
    var legacy = 0
    @available(iOS, introduced: 13, deprecated: 17, renamed: "modern(value:)")
    var renamed = 1
    @Transform(apply: { $0 + 1 }, name: "inc(x)")
    var incremented: Int = 0
    @Transform(apply: { value in
        let text = "}"
        return value + text.count
    }, name: "multi-line")
    var multiLine: Int = 0
    @_spi(Internal) public var internalOnly = true
    @objc(valueForKey:default:) var objcNamed: Int { 0 }
    nonisolated(unsafe) static var shared = Settings()
    var task: @isolated(any) () async -> Void = {}
    var typed: () throws(CocoaError) -> Void = {}
}

@propertyWrapper
struct Transform {
    var wrappedValue: Int
    init(wrappedValue: Int, apply: (Int) -> Int, name: String) { self.wrappedValue = apply(wrappedValue) }
}

enum Flags {
    @available(*, deprecated)
    case old
    @available(macOS 14, *) case new
    case quote = 1, brace
}
