// Access levels, setter access, attributes, isolation and ownership modifiers.
import Foundation
import Observation

@attached(member, names: arbitrary)
@attached(extension, conformances: Observable)
public macro Tracked() = #externalMacro(module: "TrackingMacros", type: "TrackedMacro")

@freestanding(expression)
public macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "TrackingMacros", type: "StringifyMacro")

@freestanding(declaration, names: named(generated))
macro declareGenerated() = #externalMacro(module: "TrackingMacros", type: "DeclareMacro")

public struct Visibility {
    open class OpenBox {}
    public var publicValue = 1
    package var packageValue = 2
    internal var internalValue = 3
    fileprivate var filePrivateValue = 4
    private var privateValue = 5
    public private(set) var readOnlyOutside = 6
    public internal(set) var internalSetter = 7
    package fileprivate(set) var packageSetter = 8
    private(set) public var reversedOrder = 9
    public static let shared = Visibility()
}

@frozen public enum Priority: Int, Sendable {
    case low, high
}

@MainActor
@Tracked
final class ViewModel {
    @MainActor var title = ""
    nonisolated let id = UUID()
    nonisolated(unsafe) var unsafeCache: [String: Int] = [:]
    @ObservationIgnored private var task: Task<Void, Never>?
    @available(iOS 17, macOS 14, *)
    var modern: Bool = true
    @available(*, unavailable, renamed: "modern")
    var old: Bool { false }

    @MainActor init() {}

    @discardableResult
    func load(completion: @escaping @Sendable (Result<Int, Error>) -> Void) -> Bool {
        completion(.success(#stringify(1 + 2).0))
        return true
    }
}

@dynamicMemberLookup
struct Wrapper<Base> {
    var base: Base
    subscript<T>(dynamicMember keyPath: KeyPath<Base, T>) -> T { base[keyPath: keyPath] }
}

@dynamicCallable
struct Caller {
    func dynamicallyCall(withArguments args: [Int]) -> Int { args.reduce(0, +) }
}

struct FileHandleBox: ~Copyable {
    let descriptor: Int32
    consuming func close() {}
    borrowing func read() -> Int { Int(descriptor) }
    __consuming func legacy() {}
}

struct Sendables: Sendable {
    @preconcurrency let handler: @Sendable () -> Void
    let isolated: @MainActor @Sendable (Int) async -> Void
}

@usableFromInline
internal struct Inlinable {
    @usableFromInline var value: Int
    @inlinable init(value: Int) { self.value = value }
}

@objc(LGCPoint) class LegacyPoint: NSObject {
    @objc dynamic var x: Double = 0
    @objc(yCoordinate) var y: Double = 0
    @IBOutlet weak var label: AnyObject?
    @NSManaged var managed: String
}

#declareGenerated()

struct UsesFreestanding {
    #declareGenerated()
    var after = 1
}
