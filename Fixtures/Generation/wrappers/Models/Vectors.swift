/// A `@frozen` value whose storage is marked `@inline(__always)`, as inlinable code marks the
/// fields it reads directly: Swift's own attribute, not a property wrapper, so each field gets
/// a lens that sets it in place (the initializer names its parameters otherwise and cannot
/// rebuild the value).
@frozen
public struct Vector2 {
    @usableFromInline @inline(__always)
    internal var dx: Double

    @usableFromInline @inline(__always)
    internal var dy: Double

    @inlinable
    public init(_ horizontal: Double, _ vertical: Double) {
        dx = horizontal
        dy = vertical
    }

    /// A field hidden from the documentation is no wrapped one either.
    @_documentation(visibility: internal)
    public var label: String = ""
}
