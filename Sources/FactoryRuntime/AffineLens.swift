/// A focus that may be absent: what a lens composed with a prism gives
/// (`State._loaded * User._age`). Its `get` returns `nil` when the value is not the prism's case,
/// and its `set` then returns the value unchanged.
///
/// ```swift
/// let age: AffineLens<LoadingState, Int> = LoadingState._loaded * User._age
/// age.get(.loaded(Factory<User>.provide()))  // Optional(0)
/// age.get(.idle)                              // nil
/// let older = LoadingState.idle |> age *~ 30  // .idle: nothing to set
/// ```
///
/// Compose it further with lenses, prisms and other affine lenses with `*`; set with `*~`,
/// modify with `%~`. Like ``Lens``, it is `Sendable`.
public struct AffineLens<Whole, Part>: Sendable {
    private let getter: @Sendable (Whole) -> Part?
    private let setter: @Sendable (Part, Whole) -> Whole

    /// An affine lens from a closure that reads the part when it is there, and a closure that
    /// replaces it (returning the whole unchanged when it is not there).
    public init(get: @escaping @Sendable (Whole) -> Part?, set: @escaping @Sendable (Part, Whole) -> Whole) {
        self.getter = get
        self.setter = set
    }

    /// The focused part, or `nil` when `whole` does not have it.
    public func get(_ whole: Whole) -> Part? {
        getter(whole)
    }

    /// A copy of `whole` with the focused part replaced by `part`; `whole` unchanged when it does
    /// not have the part.
    public func set(_ part: Part, _ whole: Whole) -> Whole {
        setter(part, whole)
    }

    /// A copy of `whole` with the focused part replaced by `transform` of it; `whole` unchanged,
    /// and `transform` not called, when it does not have the part.
    public func modify(_ whole: Whole, _ transform: (Part) throws -> Part) rethrows -> Whole {
        guard let part = getter(whole) else { return whole }
        return setter(try transform(part), whole)
    }

    /// This affine lens followed by `inner`.
    public func compose<Inner>(_ inner: AffineLens<Part, Inner>) -> AffineLens<Whole, Inner> {
        AffineLens<Whole, Inner>(
            get: { whole in self.get(whole).flatMap { inner.get($0) } },
            set: { newInner, whole in self.modify(whole) { inner.set(newInner, $0) } }
        )
    }
}

extension Lens {
    /// This lens seen as an ``AffineLens`` whose part is always there, to compose it with prisms.
    public var affine: AffineLens<Whole, Part> {
        AffineLens(get: { whole in self.get(whole) }, set: { part, whole in self.set(part, whole) })
    }
}
