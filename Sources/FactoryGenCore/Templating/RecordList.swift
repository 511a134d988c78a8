/// A list of records read where their values lie (a type's lenses, in its plan), one member at
/// a time as a template asks for it: no record is made for an element, nor freed after it.
///
/// ``TemplateValue/elements(_:)`` holds the list and ``TemplateValue/element(_:_:)`` one of its
/// elements. A subclass gives the members; what reads an element whole (Stencil, `==`) gets it
/// as a ``TemplateRecord`` (``TemplateValue/forced``).
///
/// ```swift
/// final class Squares: RecordList {
///     init() { super.init(shape: RecordShape(["value"]), count: 3) }
///     override func member(_ slot: Int, at index: Int) -> TemplateValue { .int(index * index) }
/// }
/// TemplateValue.elements(Squares()).member(MemberKey("last")) // .element(squares, 2), whose `value` is 4
/// ```
public class RecordList: @unchecked Sendable {
    let shape: RecordShape
    let count: Int

    init(shape: RecordShape, count: Int) {
        self.shape = shape
        self.count = count
    }

    /// The member at `slot` of `shape` of the element at `index`.
    func member(_ slot: Int, at index: Int) -> TemplateValue { .null }

    /// The member `key` names of the element at `index`, a lazy one worked out, or `.null`.
    /// A list read in place, or its element, stays one, as in a ``TemplateRecord``: a type's
    /// `providable` is read member by member.
    @inline(__always) final func value(_ key: MemberKey, at index: Int) -> TemplateValue {
        guard let slot = shape.slot(of: key) else { return .null }
        let value = member(slot, at: index)
        if case .lazy(let lazy) = value { return lazy.value }
        return value
    }

    /// Whether the member `key` names of the element at `index` is true; `false` for an absent one.
    @inline(__always) final func isTruthy(_ key: MemberKey, at index: Int) -> Bool {
        guard let slot = shape.slot(of: key) else { return false }
        return member(slot, at: index).isTruthy
    }

    /// Appends the member `key` names of the element at `index` as `{{ }}` prints it; nothing
    /// for an absent one.
    @inline(__always) final func print(_ key: MemberKey, at index: Int, into output: inout RenderBuffer) throws(NeedsStencil) {
        guard let slot = shape.slot(of: key) else { return }
        try member(slot, at: index).print(into: &output)
    }

    /// The element at `index` as one record.
    final func record(at index: Int) -> TemplateRecord {
        TemplateRecord(shape: shape, values: shape.keys.indices.map { member($0, at: index) })
    }

    /// `list.name`, as Stencil reads a list: an index, `first`, `last` or `count`.
    final func listMember(_ name: String) throws(NeedsStencil) -> TemplateValue {
        try TemplateValue.listMember(name, count: count) { .element(self, $0) }
    }
}
