/// What lenses, prisms and affine lenses share: each focuses on a `Part` of a `Whole`, can set
/// and modify it, and can be seen as an ``AffineLens``.
///
/// The operators are written once against this protocol, so `*~` and `%~` work on every optic,
/// and `*` needs only three overloads (see the README's benchmarks for why that matters).
/// Write a generic helper against it to accept any optic:
///
/// ```swift
/// func reset<O: Optic>(_ optic: O, in whole: O.Whole) -> O.Whole where O.Part: Providable {
///     optic.set(Factory<O.Part>.provide(), whole)
/// }
///
/// let fresh = reset(User._age, in: adult)          // a lens
/// let idle = reset(LoadingState._loaded, in: state) // a prism: only when the case matches
/// ```
public protocol Optic<Whole, Part>: Sendable {
    /// The value the optic looks into.
    associatedtype Whole
    /// The value it focuses on.
    associatedtype Part

    /// A copy of `whole` with the focused part replaced by `part` (unchanged when there is none).
    func set(_ part: Part, _ whole: Whole) -> Whole

    /// A copy of `whole` with the focused part replaced by `transform` of it (unchanged, and
    /// `transform` not called, when there is none).
    func modify(_ whole: Whole, _ transform: (Part) throws -> Part) rethrows -> Whole

    /// This optic as an ``AffineLens``, the most general focus, for composition.
    var affine: AffineLens<Whole, Part> { get }
}

extension Lens: Optic {}

extension Prism: Optic {}

extension AffineLens: Optic {
    /// Itself.
    public var affine: AffineLens<Whole, Part> { self }
}
