import Foundation

/// What a compiled template is made of: objects that render, evaluate or test over a
/// ``RenderFrame``. Classes with one overridden method each, rather than closures, so that a
/// call is one virtual dispatch: closures held in arrays are called through reabstraction
/// thunks, which cost more than the work itself. A node holds its children twice: strongly,
/// to keep them alive, and ``Unretained``, to call them.

/// The values of one render: the root, then each enclosing loop's item and counters.
final class RenderFrame {
    let root: TemplateRecord
    // Unchecked: a frame belongs to one thread and one render, and the dynamic checks cost
    // more than the reads they guarded.
    @exclusivity(unchecked) private(set) var items: [TemplateValue] = []
    /// Each item as `item.name` reads it, unretained (``LoopItem``): `items` holds it.
    @exclusivity(unchecked) private(set) var views: [LoopItem] = []
    @exclusivity(unchecked) private(set) var counters: [(index: Int, count: Int)] = []

    init(root: TemplateRecord) {
        self.root = root
    }

    /// Makes room for a loop over `count` elements, at the next slot.
    func enterLoop(count: Int) {
        items.append(.null)
        views.append(.other)
        counters.append((0, count))
    }

    func leaveLoop() {
        items.removeLast()
        views.removeLast()
        counters.removeLast()
    }

    /// Makes `item`, the element at `index`, the item of the loop at `slot`.
    @inline(__always) func set(_ item: TemplateValue, at index: Int, slot: Int) {
        items[slot] = item
        views[slot] = LoopItem(item)
        counters[slot].index = index
    }
}

/// A loop's item as a member read finds it: a record, or an element of a list read in place,
/// without the retain and release a copy of the item would cost at every read.
enum LoopItem {
    case record(Unretained<TemplateRecord>)
    case element(Unretained<RecordList>, Int)
    case other

    @inline(__always) init(_ item: TemplateValue) {
        switch item {
        case .object(let record): self = .record(Unretained(record))
        case .element(let list, let index): self = .element(Unretained(list), index)
        default: self = .other
        }
    }
}

// MARK: Output

/// Appends its text to the output. Immutable once built, so shared across threads.
class RenderNode: @unchecked Sendable {
    func render(_ frame: RenderFrame, into output: inout RenderBuffer) throws(NeedsStencil) {}
}

final class TextNode: RenderNode, @unchecked Sendable {
    /// Raw memory, not an array: appending an array retains its buffer, which every rendering
    /// thread shares (see ``Unretained``).
    private let text: UnsafeMutableBufferPointer<UInt8>
    init(_ text: String) {
        self.text = .allocate(capacity: text.utf8.count)
        _ = self.text.initialize(from: text.utf8)
    }
    deinit { text.deallocate() }
    override func render(_ frame: RenderFrame, into output: inout RenderBuffer) throws(NeedsStencil) {
        output.append(UnsafeBufferPointer(text))
    }
}

final class OutputNode: RenderNode, @unchecked Sendable {
    private let owned: ValueNode
    private let value: Unretained<ValueNode>
    init(_ value: ValueNode) {
        owned = value
        self.value = Unretained(value)
    }
    override func render(_ frame: RenderFrame, into output: inout RenderBuffer) throws(NeedsStencil) {
        try value.print(frame, into: &output)
    }
}

final class SequenceNode: RenderNode, @unchecked Sendable {
    private let owned: [RenderNode]
    private let parts: [Unretained<RenderNode>]
    init(_ parts: [RenderNode]) {
        owned = parts
        self.parts = parts.map(Unretained.init)
    }
    override func render(_ frame: RenderFrame, into output: inout RenderBuffer) throws(NeedsStencil) {
        for part in parts { try part.render(frame, into: &output) }
    }
}

/// `{% if %}` … `{% elif %}` … `{% else %}`: the first branch whose test holds (`nil` always does).
final class ConditionalNode: RenderNode, @unchecked Sendable {
    private let owned: [(test: TestNode?, body: RenderNode)]
    private let branches: [(test: Unretained<TestNode>?, body: Unretained<RenderNode>)]
    init(_ branches: [(test: TestNode?, body: RenderNode)]) {
        owned = branches
        self.branches = branches.map { (test: $0.test.map(Unretained.init), body: Unretained($0.body)) }
    }
    override func render(_ frame: RenderFrame, into output: inout RenderBuffer) throws(NeedsStencil) {
        for branch in branches {
            if let test = branch.test, !(try test.holds(frame)) { continue }
            try branch.body.render(frame, into: &output)
            return
        }
    }
}

final class LoopNode: RenderNode, @unchecked Sendable {
    private let owned: (items: ValueNode, body: RenderNode, empty: RenderNode)
    private let items: Unretained<ValueNode>
    private let slot: Int
    private let body: Unretained<RenderNode>
    private let empty: Unretained<RenderNode>

    init(items: ValueNode, slot: Int, body: RenderNode, empty: RenderNode) {
        owned = (items, body, empty)
        self.items = Unretained(items)
        self.slot = slot
        self.body = Unretained(body)
        self.empty = Unretained(empty)
    }

    override func render(_ frame: RenderFrame, into output: inout RenderBuffer) throws(NeedsStencil) {
        let value = try items.evaluate(frame)
        if case .elements(let list) = value {
            return try render(TemplateList(count: list.count) { .element(list, $0) }, frame: frame, into: &output)
        }
        switch value.forced {
        case .array(let elements): try render(TemplateList(count: elements.count) { elements[$0] }, frame: frame, into: &output)
        case .null: try empty.render(frame, into: &output)
        default: throw NeedsStencil("a loop over something that is not a list")
        }
    }

    private func render(_ elements: TemplateList, frame: RenderFrame, into output: inout RenderBuffer) throws(NeedsStencil) {
        guard elements.count > 0 else {
            try empty.render(frame, into: &output)
            return
        }
        if frame.items.isEmpty && elements.count >= Self.concurrentFrom && ProcessInfo.activeCores > 1 {
            try renderConcurrently(elements, root: frame.root, into: &output)
            return
        }
        frame.enterLoop(count: elements.count)
        defer { frame.leaveLoop() }
        for index in 0..<elements.count {
            frame.set(elements.element(index), at: index, slot: slot)
            try body.render(frame, into: &output)
        }
    }

    /// An outermost loop long enough to be worth spreading: the bundled templates' loop over
    /// every type.
    static let concurrentFrom = 16

    /// Renders the elements on all cores, a run of them on each frame, and appends the texts
    /// in order, each a segment of the output: the same text as one pass, since an iteration
    /// only reads the context and its own frame. A run writes into one buffer: a buffer for
    /// each element was thousands of allocations, each with room to spare, all alive until
    /// the file is written.
    private func renderConcurrently(_ elements: TemplateList, root: TemplateRecord, into output: inout RenderBuffer) throws(NeedsStencil) {
        let texts = ProcessInfo.runs(of: elements.count).concurrentMap { range -> Result<[GeneratedText.Storage], NeedsStencil> in
            let frame = RenderFrame(root: root)
            frame.enterLoop(count: elements.count)
            var text = RenderBuffer()
            do throws(NeedsStencil) {
                for index in range {
                    frame.set(elements.element(index), at: index, slot: slot)
                    try body.render(frame, into: &text)
                }
            } catch {
                return .failure(error)
            }
            // Copied to its size: grown by doubling, the runs held half as much again as their
            // text, all alive at the run's peak of memory.
            return .success(text.takeSegments())
        }
        for text in texts {
            for segment in try text.get() { output.appendSegment(segment) }
        }
    }
}

/// `{% filter %}`: the body's text through filters.
final class FilteredNode: RenderNode, @unchecked Sendable {
    private let owned: (body: RenderNode, filters: [FilterCall])
    private let body: Unretained<RenderNode>
    private let filters: [Unretained<FilterCall>]
    init(body: RenderNode, filters: [FilterCall]) {
        owned = (body, filters)
        self.body = Unretained(body)
        self.filters = filters.map(Unretained.init)
    }
    override func render(_ frame: RenderFrame, into output: inout RenderBuffer) throws(NeedsStencil) {
        var text = RenderBuffer()
        try body.render(frame, into: &text)
        var value = TemplateValue.string(text.text())
        for filter in filters { value = try filter.apply(to: value, in: frame) }
        output.append(try TemplateFilterLibrary.text(value))
    }
}

// MARK: Values

class ValueNode: @unchecked Sendable {
    func evaluate(_ frame: RenderFrame) throws(NeedsStencil) -> TemplateValue { .null }

    /// Whether the value is true, as Stencil's `if` reads it. A node that can read its value
    /// where it lies overrides this (and ``print(_:into:)``) to spare a copy, which retains
    /// and releases the value's text.
    func isTruthy(_ frame: RenderFrame) throws(NeedsStencil) -> Bool {
        try evaluate(frame).isTruthy
    }

    /// Appends the value as `{{ }}` prints it.
    func print(_ frame: RenderFrame, into output: inout RenderBuffer) throws(NeedsStencil) {
        try evaluate(frame).print(into: &output)
    }
}

final class LiteralValue: ValueNode, @unchecked Sendable {
    let value: TemplateValue
    init(_ value: TemplateValue) { self.value = value }
    override func evaluate(_ frame: RenderFrame) throws(NeedsStencil) -> TemplateValue { value }
}

/// A top-level name of the context.
final class RootValue: ValueNode, @unchecked Sendable {
    let key: MemberKey
    init(_ name: String) { key = MemberKey(name) }
    override func evaluate(_ frame: RenderFrame) throws(NeedsStencil) -> TemplateValue { frame.root.value(key) }
}

/// The item of the loop at `slot`.
final class LoopItemValue: ValueNode, @unchecked Sendable {
    let slot: Int
    init(slot: Int) { self.slot = slot }
    override func evaluate(_ frame: RenderFrame) throws(NeedsStencil) -> TemplateValue { frame.items[slot] }
}

/// `forloop.first`, `.last`, `.counter`, `.counter0` or `.length` of the loop at `slot`.
final class LoopCounterValue: ValueNode, @unchecked Sendable {
    enum Counter: String { case first, last, counter, counter0, length }
    let slot: Int
    let counter: Counter
    init(slot: Int, counter: Counter) {
        self.slot = slot
        self.counter = counter
    }
    override func evaluate(_ frame: RenderFrame) throws(NeedsStencil) -> TemplateValue {
        let (index, count) = frame.counters[slot]
        switch counter {
        case .first: return .bool(index == 0)
        case .last: return .bool(index == count - 1)
        case .counter: return .int(index + 1)
        case .counter0: return .int(index)
        case .length: return .int(count)
        }
    }
}

/// `item.name`, a member of a loop's item: the commonest value in a template, read in place.
final class LoopMemberValue: ValueNode, @unchecked Sendable {
    private let slot: Int
    private let key: MemberKey
    init(slot: Int, member: String) {
        self.slot = slot
        key = MemberKey(member)
    }
    override func evaluate(_ frame: RenderFrame) throws(NeedsStencil) -> TemplateValue {
        try frame.items[slot].member(key)
    }
    override func isTruthy(_ frame: RenderFrame) throws(NeedsStencil) -> Bool {
        switch frame.views[slot] {
        case .record(let record): return try record.call { $0.isTruthy(key) }
        case .element(let list, let index): return try list.call { $0.isTruthy(key, at: index) }
        case .other: return try evaluate(frame).isTruthy
        }
    }
    override func print(_ frame: RenderFrame, into output: inout RenderBuffer) throws(NeedsStencil) {
        switch frame.views[slot] {
        case .record(let record): try record.call { (record) throws(NeedsStencil) in try record.print(key, into: &output) }
        case .element(let list, let index): try list.call { (list) throws(NeedsStencil) in try list.print(key, at: index, into: &output) }
        case .other: try evaluate(frame).print(into: &output)
        }
    }
}

/// `base.a.b`: each step as Stencil resolves it, stopping at the first missing one.
final class MemberValue: ValueNode, @unchecked Sendable {
    private let owned: ValueNode
    private let base: Unretained<ValueNode>
    private let path: [MemberKey]
    init(base: ValueNode, path: [String]) {
        owned = base
        self.base = Unretained(base)
        self.path = path.map(MemberKey.init)
    }
    override func evaluate(_ frame: RenderFrame) throws(NeedsStencil) -> TemplateValue {
        var value = try base.evaluate(frame)
        for member in path {
            value = try value.member(member)
            if case .null = value { return .null }
        }
        return value
    }
}

final class FilteredValue: ValueNode, @unchecked Sendable {
    private let owned: (base: ValueNode, filters: [FilterCall])
    private let base: Unretained<ValueNode>
    private let filters: [Unretained<FilterCall>]
    init(base: ValueNode, filters: [FilterCall]) {
        owned = (base, filters)
        self.base = Unretained(base)
        self.filters = filters.map(Unretained.init)
    }
    override func evaluate(_ frame: RenderFrame) throws(NeedsStencil) -> TemplateValue {
        var value = try base.evaluate(frame)
        for filter in filters { value = try filter.apply(to: value, in: frame) }
        return value
    }
}

/// One filter with its arguments.
final class FilterCall: @unchecked Sendable {
    private let name: String
    private let owned: [ValueNode]
    private let arguments: [Unretained<ValueNode>]
    init(name: String, arguments: [ValueNode]) {
        self.name = name
        owned = arguments
        self.arguments = arguments.map(Unretained.init)
    }
    func apply(to value: TemplateValue, in frame: RenderFrame) throws(NeedsStencil) -> TemplateValue {
        var values: [TemplateValue] = []
        for argument in arguments { values.append(try argument.evaluate(frame)) }
        return try TemplateFilterLibrary.apply(name, to: value, arguments: values)
    }
}

// MARK: Tests

class TestNode: @unchecked Sendable {
    func holds(_ frame: RenderFrame) throws(NeedsStencil) -> Bool { false }
}

final class TruthTest: TestNode, @unchecked Sendable {
    private let owned: ValueNode
    private let value: Unretained<ValueNode>
    init(_ value: ValueNode) {
        owned = value
        self.value = Unretained(value)
    }
    override func holds(_ frame: RenderFrame) throws(NeedsStencil) -> Bool { try value.isTruthy(frame) }
}

final class ConstantTest: TestNode, @unchecked Sendable {
    let result: Bool
    init(_ result: Bool) { self.result = result }
    override func holds(_ frame: RenderFrame) throws(NeedsStencil) -> Bool { result }
}

final class NotTest: TestNode, @unchecked Sendable {
    private let owned: TestNode
    private let inner: Unretained<TestNode>
    init(_ inner: TestNode) {
        owned = inner
        self.inner = Unretained(inner)
    }
    override func holds(_ frame: RenderFrame) throws(NeedsStencil) -> Bool { !(try inner.holds(frame)) }
}

final class AndTest: TestNode, @unchecked Sendable {
    private let owned: (TestNode, TestNode)
    private let lhs: Unretained<TestNode>, rhs: Unretained<TestNode>
    init(_ lhs: TestNode, _ rhs: TestNode) {
        owned = (lhs, rhs)
        self.lhs = Unretained(lhs)
        self.rhs = Unretained(rhs)
    }
    override func holds(_ frame: RenderFrame) throws(NeedsStencil) -> Bool {
        guard try lhs.holds(frame) else { return false }
        return try rhs.holds(frame)
    }
}

final class OrTest: TestNode, @unchecked Sendable {
    private let owned: (TestNode, TestNode)
    private let lhs: Unretained<TestNode>, rhs: Unretained<TestNode>
    init(_ lhs: TestNode, _ rhs: TestNode) {
        owned = (lhs, rhs)
        self.lhs = Unretained(lhs)
        self.rhs = Unretained(rhs)
    }
    override func holds(_ frame: RenderFrame) throws(NeedsStencil) -> Bool {
        if try lhs.holds(frame) { return true }
        return try rhs.holds(frame)
    }
}

final class CompareTest: TestNode, @unchecked Sendable {
    private let comparison: TemplateComparison
    private let owned: (ValueNode, ValueNode)
    private let lhs: Unretained<ValueNode>, rhs: Unretained<ValueNode>
    init(_ comparison: TemplateComparison, _ lhs: ValueNode, _ rhs: ValueNode) {
        self.comparison = comparison
        owned = (lhs, rhs)
        self.lhs = Unretained(lhs)
        self.rhs = Unretained(rhs)
    }
    override func holds(_ frame: RenderFrame) throws(NeedsStencil) -> Bool {
        try comparison.holds(try lhs.evaluate(frame), try rhs.evaluate(frame))
    }
}
