import Foundation

/// A value templates read: the typed form of the rendering context, which compiled templates
/// walk without casts and which becomes Stencil's `Any` values (``stencilValue``) only when a
/// template needs Stencil itself.
///
/// ```swift
/// let user = TemplateValue.object(["name": "Ada", "isAdmin": true])
/// user.member("name")     // .string("Ada")
/// user.member("missing")  // .null
/// ```
public enum TemplateValue: Sendable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    case null
    case string(String)
    case bool(Bool)
    case int(Int)
    case double(Double)
    case array([TemplateValue])
    case object(TemplateRecord)
    /// A value worked out the first time a template reads it (`plan`, `type.declaration`).
    case lazy(LazyTemplateValue)
    /// A list of records read in place (a type's lenses): a list, as templates see it.
    case elements(RecordList)
    /// The record at an index of such a list: an object, as templates see it.
    case element(RecordList, Int)

    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(arrayLiteral elements: TemplateValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(TemplateRecord(Dictionary(elements) { _, last in last }))
    }

    /// The value itself, with a lazy value worked out, and a list read in place (or its
    /// element) made the list (or record) it stands for, for what reads it whole.
    @inline(__always) var forced: TemplateValue {
        switch self {
        case .lazy(let lazy): lazy.value
        case .elements(let list): .array((0..<list.count).map { .element(list, $0) })
        case .element(let list, let index): .object(list.record(at: index))
        default: self
        }
    }

    /// `self.name`, as Stencil resolves one step of a dotted path: a member of an object; an
    /// index, `first`, `last` or `count` of a list; `count` of a string; `.null` otherwise. A
    /// string's characters (`name.first`) are Stencil's to give.
    func member(_ name: String) throws(NeedsStencil) -> TemplateValue {
        try member(MemberKey(name))
    }

    /// `self.name`, for `key`'s name.
    func member(_ key: MemberKey) throws(NeedsStencil) -> TemplateValue {
        switch self {
        case .object(let record): return record.value(key)
        case .element(let list, let index): return list.value(key, at: index)
        case .elements(let list): return try list.listMember(key.name)
        default: break
        }
        let name = key.name
        switch forced {
        case .object(let record): return record.value(key)
        case .array(let elements): return try Self.listMember(name, count: elements.count) { elements[$0].forced }
        case .string(let text):
            if name == "count" { return .int(text.count) }
            if name == "first" || name == "last" || Int(name) != nil { throw NeedsStencil("a string's characters") }
            return .null
        default: return .null
        }
    }

    /// `list.name` of a list of `count` elements, as Stencil reads it: an index, `first`, `last`
    /// or `count`; `.null` otherwise.
    @inline(__always) static func listMember(
        _ name: String, count: Int, element: (Int) -> TemplateValue
    ) throws(NeedsStencil) -> TemplateValue {
        if let index = Int(name) { return index >= 0 && index < count ? element(index) : .null }
        switch name {
        case "first": return count > 0 ? element(0) : .null
        // On an empty list Stencil stops the process: leave that to it.
        case "last": if count > 0 { return element(count - 1) } else { throw NeedsStencil("the last element of an empty list") }
        case "count": return .int(count)
        default: return .null
        }
    }

    /// Stencil's truth: a non-empty list or string, `true`, a positive number, any object.
    var isTruthy: Bool {
        // On `self`, not `forced`: a copy would retain and release the text or list.
        switch self {
        case .null: false
        case .string(let text): !text.isEmpty
        case .bool(let value): value
        case .int(let value): Float(value) > 0
        case .double(let value): Float(value) > 0
        case .array(let elements): !elements.isEmpty
        case .object, .element: true
        case .elements(let list): list.count > 0
        case .lazy(let lazy): lazy.value.isTruthy
        }
    }

    /// Appends the value as `{{ }}` prints it.
    func print(into output: inout RenderBuffer) throws(NeedsStencil) {
        // Most of what templates print is a plan's text, which needs no conversion.
        if case .string(let text) = self {
            output.append(text)
        } else {
            output.append(try TemplateFilterLibrary.text(self))
        }
    }

    /// The number Stencil compares, which it holds as a `Float`.
    var number: Float? {
        switch forced {
        case .int(let value): Float(value)
        case .double(let value): Float(value)
        default: nil
        }
    }

    /// The text Stencil prints for a scalar; `nil` for a list or an object, whose printed form
    /// (Swift's description of Stencil's own values) only Stencil gives.
    var scalarText: String? {
        switch forced {
        case .null: ""
        case .string(let text): text
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .array, .object, .lazy, .elements, .element: nil
        }
    }
}

/// The members of an object value: a ``RecordShape`` and the values in its order.
///
/// Not a dictionary: a plan value has a dozen members with short names, which compare
/// faster than they hash, and the plan's records share their shape, which finds a member by
/// index.
public final class TemplateRecord: @unchecked Sendable {
    let shape: RecordShape
    private let memberValues: [TemplateValue]
    /// The record as Stencil reads it, made on first use: most records are never read by Stencil.
    nonisolated(unsafe) private var stencilObject: AnyObject?
    private static let stencilLock = NSLock()

    public init(_ values: [String: TemplateValue]) {
        let sorted = values.sorted { $0.key < $1.key }
        shape = RecordShape(unindexed: sorted.map(\.key))
        memberValues = sorted.map(\.value)
    }

    /// `values` in the order of `shape`'s keys, `.null` for an absent member.
    init(shape: RecordShape, values: [TemplateValue]) {
        precondition(values.count == shape.keys.count, "a value for each key of the shape")
        self.shape = shape
        memberValues = values
    }

    /// The member named `name`, or `nil`.
    public subscript(name: String) -> TemplateValue? {
        shape.slot(named: name).map { memberValues[$0] }
    }

    /// The member `key` names, or `nil`.
    @inline(__always) subscript(key: MemberKey) -> TemplateValue? {
        shape.slot(of: key).map { memberValues[$0] }
    }

    /// The member `key` names, a lazy one worked out, or `.null`.
    @inline(__always) func value(_ key: MemberKey) -> TemplateValue {
        guard let slot = shape.slot(of: key) else { return .null }
        if case .lazy(let lazy) = memberValues[slot] { return lazy.value }
        return memberValues[slot]
    }

    /// Whether the member `key` names is true, read where it lies.
    @inline(__always) func isTruthy(_ key: MemberKey) -> Bool {
        guard let slot = shape.slot(of: key) else { return false }
        return memberValues[slot].isTruthy
    }

    /// Appends the member `key` names as `{{ }}` prints it, read where it lies; nothing for
    /// an absent one.
    @inline(__always) func print(_ key: MemberKey, into output: inout RenderBuffer) throws(NeedsStencil) {
        guard let slot = shape.slot(of: key) else { return }
        try memberValues[slot].print(into: &output)
    }

    /// Every member; `.null` members are absent, as Stencil reads them.
    public var values: [String: TemplateValue] {
        var values: [String: TemplateValue] = [:]
        for (key, value) in zip(shape.keys, memberValues) where values[key] == nil {
            if case .null = value { continue }
            values[key] = value
        }
        return values
    }

    /// The view Stencil reads, made once whichever thread asks first.
    func stencilView<View: AnyObject>(_ make: () -> View) -> View {
        // Made outside the lock: making it makes the members' views, which take it.
        Self.stencilLock.firstKept(read: { stencilObject as? View }, keep: { stencilObject = $0 }, make: make)
    }
}

/// A value computed on first read, and kept.
public final class LazyTemplateValue: @unchecked Sendable {
    /// One lock for every lazy value, held only to read or keep one: a context may make one
    /// per type (its `declaration`), and a lock of its own for each cost more than the value.
    private static let lock = NSLock()
    private let make: @Sendable () -> TemplateValue
    nonisolated(unsafe) private var made: TemplateValue?
    nonisolated(unsafe) private var stencilObject: AnyObject?

    public init(_ make: @escaping @Sendable () -> TemplateValue) {
        self.make = make
    }

    public var value: TemplateValue {
        // Made outside the lock, which making it may need (a lazy value that reads another).
        Self.lock.firstKept(read: { made }, keep: { made = $0 }, make: { make().forced })
    }

    /// The value as Stencil reads it, made in the same way.
    func stencilView<View: AnyObject>(_ make: () -> View) -> View {
        Self.lock.firstKept(read: { stencilObject as? View }, keep: { stencilObject = $0 }, make: make)
    }
}

/// A list's length and how to make its element at an index.
struct TemplateList: Sendable {
    let count: Int
    let element: @Sendable (Int) -> TemplateValue
}

extension NSLock {
    /// What `read` finds under the lock; or else a value `make` makes outside it, which `keep`
    /// keeps unless another thread kept one first. Threads that make it at once make the same
    /// value, and all of them return the one kept.
    func firstKept<Value>(read: () -> Value?, keep: (Value) -> Void, make: () -> Value) -> Value {
        lock()
        let found = read()
        unlock()
        if let found { return found }
        let made = make()
        lock()
        defer { unlock() }
        if let kept = read() { return kept }
        keep(made)
        return made
    }
}

extension TemplateValue: Equatable {
    /// Values are equal when they print and test the same: a lazy value by what it holds.
    public static func == (lhs: TemplateValue, rhs: TemplateValue) -> Bool {
        switch (lhs.forced, rhs.forced) {
        case (.null, .null): true
        case (.string(let left), .string(let right)): left == right
        case (.bool(let left), .bool(let right)): left == right
        case (.int(let left), .int(let right)): left == right
        case (.double(let left), .double(let right)): left == right
        case (.array(let left), .array(let right)): left == right
        case (.object(let left), .object(let right)): left === right || left.values == right.values
        default: false
        }
    }
}
