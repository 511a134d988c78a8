/// A generic subclass that builds itself for the ``Providable`` conformance of its class
/// hierarchy's root.
///
/// A class hierarchy has one conformance, on its root, whose `provide()` builds whichever
/// subclass `Self` is. It cannot spell a generic subclass that renames or wraps the root's
/// parameters, since the subclass's own parameters are not in scope there; the subclass's
/// extension can, so factorygen generates one and the root's `provide()` asks `Self` through it:
///
/// ```swift
/// class Crate<Lid, Content> { … }
/// class Rack<Item>: Crate<FlatLid, [Item]> { … }   // `Item` is not in scope in Crate's extension
///
/// extension Rack: ProvidableSubclass {
///     static func provideSubclass() -> AnyObject? { Rack<Item>(label: Factory<String>.provide()) }
/// }
///
/// // In `Crate`'s provide():
/// if let subclass = Self.self as? any ProvidableSubclass.Type, let made = subclass.provideSubclass() as? Self {
///     return made
/// }
/// ```
public protocol ProvidableSubclass: AnyObject {
    /// A new instance of the class that declares the conformance. A class below it inherits
    /// the conformance and gets that class's instance, which the root's `as? Self` turns down.
    static func provideSubclass() -> AnyObject?
}
