/// The recursion guard and memo of ``Providable/variants()``.
///
/// A type's variants ask for its fields' variants, which for a recursive type (`indirect
/// enum`, a node with optional children) would never end: past ``budget`` levels, a field keeps
/// its provided value. And since ``Providable/variant(_:)`` works by index, each type's list is
/// made once per level during one `variants()` call rather than once per index.
public enum VariantDepth {
    /// How many levels of fields vary.
    public static let budget = 4

    @TaskLocal static var level = 0
    @TaskLocal static var memo: Memo?

    /// `variants` one level down, or `fallback` when the budget is spent.
    public static func nested<Value>(or fallback: [Value], _ variants: () -> [Value]) -> [Value] {
        guard level < budget else { return fallback }
        return $level.withValue(level + 1, operation: variants)
    }

    /// `make()`, or the list already made for `Value` at this level in the current call.
    static func memoized<Value>(_ make: () -> [Value]) -> [Value] {
        guard let memo else { return $memo.withValue(Memo()) { memoized(make) } }
        let key = Memo.Key(type: ObjectIdentifier(Value.self), level: level)
        if let made = memo.lists[key] as? [Value] { return made }
        let made = make()
        memo.lists[key] = made
        return made
    }

    /// The lists made during one outermost `variants()` call. Only that call's synchronous
    /// work reads and writes it, through the task-local above.
    final class Memo: @unchecked Sendable {
        struct Key: Hashable {
            let type: ObjectIdentifier
            let level: Int
        }

        var lists: [Key: Any] = [:]
    }
}
