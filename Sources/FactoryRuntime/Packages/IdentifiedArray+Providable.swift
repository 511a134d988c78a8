#if IdentifiedCollections
import IdentifiedCollections

/// `Factory<IdentifiedArrayOf<Element>>.provide()` holds one element, `Element.provide()`, as
/// `Factory<[Element]>.provide()` does, so that code iterating it runs at least once. One
/// element is always unique, so building it never traps.
///
/// Opt in with the package trait `IdentifiedCollections`:
///
/// ```swift
/// .package(url: "https://github.com/factorygen/factorygen", from: "0.1.0", traits: ["IdentifiedCollections"])
///
/// let todos = Factory<IdentifiedArrayOf<Todo>>.provide() // [Todo.provide()]
/// ```
///
/// Only arrays identified by their elements' own `id` (`Identifiable`) conform: one built with
/// another key path cannot be told which.
extension IdentifiedArray: Providable where Element: Identifiable, Element: Providable, ID == Element.ID {
    /// One provided element.
    public static func provide() -> IdentifiedArray<ID, Element> { IdentifiedArray(uniqueElements: [Element.provide()]) }
}
#endif
