#if Tagged
import Tagged

/// `Factory<Tagged<Tag, RawValue>>.provide()` is `Tagged(rawValue: RawValue.provide())`: an
/// ID type such as `typealias UserID = Tagged<User, String>` is provided like its raw value.
///
/// Opt in with the package trait `Tagged`:
///
/// ```swift
/// .package(url: "https://github.com/factorygen/factorygen", from: "0.1.0", traits: ["Tagged"])
///
/// let id = Factory<Tagged<User, String>>.provide() // Tagged(rawValue: "")
/// ```
///
/// `Tag` is never built, so any type names the tag: a caseless enum, the owning type.
extension Tagged: Providable where RawValue: Providable {
    /// The provided raw value, tagged.
    public static func provide() -> Tagged<Tag, RawValue> { Tagged(rawValue: RawValue.provide()) }
}
#endif
