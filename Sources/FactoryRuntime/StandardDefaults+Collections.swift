// Collections hold one provided element, so code that iterates them runs at least once.

/// `Factory<[Element]>.provide()` is `[Element.provide()]`.
extension Array: Providable where Element: Providable {
    /// One provided element.
    public static func provide() -> [Element] { [Element.provide()] }
}

/// `Factory<ArraySlice<Element>>.provide()` is `[Element.provide()]`, the slice of a whole array.
extension ArraySlice: Providable where Element: Providable {
    /// One provided element.
    public static func provide() -> ArraySlice<Element> { [Element.provide()] }
}

/// `Factory<ContiguousArray<Element>>.provide()` is `[Element.provide()]`: the array kept
/// contiguous, as code that stores keyframes or samples for tight loops declares it.
extension ContiguousArray: Providable where Element: Providable {
    /// One provided element.
    public static func provide() -> ContiguousArray<Element> { [Element.provide()] }
}

/// `Factory<Set<Element>>.provide()` is `[Element.provide()]`.
extension Set: Providable where Element: Providable {
    /// One provided element.
    public static func provide() -> Set<Element> { [Element.provide()] }
}

/// `Factory<[Key: Value]>.provide()` is `[Key.provide(): Value.provide()]`.
extension Dictionary: Providable where Key: Providable, Value: Providable {
    /// One provided pair.
    public static func provide() -> [Key: Value] { [Key.provide(): Value.provide()] }
}
