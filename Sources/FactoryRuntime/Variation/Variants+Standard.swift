import Foundation

// The standard types' variants: each choice a test may branch on, `provide()` first. A
// container's variants also carry its element's other variants, so every case of an enum
// reachable through a model's fields appears.

extension Bool {
    /// `false`, then `true`.
    public static func variant(_ index: Int) -> Bool? { variant(index, of: [false, true]) }
}

extension Optional where Wrapped: Providable {
    /// Each of `Wrapped`'s variants, present (`provide()` first), then `nil`.
    public static func variant(_ index: Int) -> Wrapped?? {
        variant(index, of: VariantDepth.nested(or: [provide()]) { Wrapped.variants().map(Optional.some) } + [nil])
    }
}

extension Array where Element: Providable {
    /// `provide()` (one element), one list for each other variant of the element, then `[]`.
    public static func variant(_ index: Int) -> [Element]? {
        variant(index, of: [provide()] + VariantDepth.nested(or: []) { Element.variants().dropFirst().map { [$0] } } + [[]])
    }
}

extension ArraySlice where Element: Providable {
    /// The variants of `[Element]`, as slices.
    public static func variant(_ index: Int) -> ArraySlice<Element>? {
        variant(index, of: [Element].variants().map { ArraySlice($0) })
    }
}

extension ContiguousArray where Element: Providable {
    /// The variants of `[Element]`, stored contiguously.
    public static func variant(_ index: Int) -> ContiguousArray<Element>? {
        variant(index, of: [Element].variants().map { ContiguousArray($0) })
    }
}

extension Set where Element: Providable {
    /// `provide()` (one element), one set for each other variant of the element, then `[]`.
    public static func variant(_ index: Int) -> Set<Element>? {
        variant(index, of: [provide()] + VariantDepth.nested(or: []) { Element.variants().dropFirst().map { [$0] } } + [[]])
    }
}

extension Dictionary where Key: Providable, Value: Providable {
    /// `provide()` (one pair), one dictionary for each other variant of the value, then `[:]`.
    public static func variant(_ index: Int) -> [Key: Value]? {
        variant(index, of: [provide()] + VariantDepth.nested(or: []) { Value.variants().dropFirst().map { [Key.provide(): $0] } } + [[:]])
    }
}

extension IndexSet {
    /// `[]` (`provide()`), then `[0]`: none set, and one.
    public static func variant(_ index: Int) -> IndexSet? { variant(index, of: [provide(), IndexSet(integer: 0)]) }
}

extension DispatchTimeInterval {
    /// `.seconds(0)` (`provide()`), then a millisecond, a second and `.never`: the units code
    /// converts between, and the interval with no end.
    public static func variant(_ index: Int) -> DispatchTimeInterval? {
        variant(index, of: [provide(), .milliseconds(1), .seconds(1), .never])
    }
}

extension CharacterSet {
    /// The empty set (`provide()`), then `"a"`.
    public static func variant(_ index: Int) -> CharacterSet? { variant(index, of: [provide(), CharacterSet(charactersIn: "a")]) }
}
