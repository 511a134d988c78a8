/// A focus on one case of an enum: extracts the case's payload when the value is that case,
/// and builds the value from a payload.
///
/// factorygen generates one prism per enum case with a payload (several payload values become a
/// tuple). Setting through a prism replaces the payload only when the value is that case, and
/// otherwise returns the value unchanged. Composed with a lens (`*`), it gives an
/// ``AffineLens``, a focus that may be absent:
///
/// ```swift
/// extension LoadingState {
///     static var _loaded: Prism<LoadingState, User> {
///         Prism(
///             extract: { whole in if case let .loaded(v0) = whole { return v0 } else { return nil } },
///             embed: { payload in .loaded(payload) }
///         )
///     }
/// }
///
/// let state = LoadingState.loaded(Factory<User>.provide())
/// let adult = state |> LoadingState._loaded * User._age *~ 20
/// let idle = LoadingState.idle |> LoadingState._loaded *~ Factory<User>.provide() // still .idle
/// ```
///
/// For the prism to behave, `extract(embed(p)) == p`, and when `extract(w)` is `p`,
/// `embed(p) == w`.
public struct Prism<Whole, Part>: Sendable {
    private let extractor: @Sendable (Whole) -> Part?
    private let embedder: @Sendable (Part) -> Whole

    /// A prism from the closure that extracts a case's payload (`nil` for any other case) and the
    /// closure that builds that case.
    public init(extract: @escaping @Sendable (Whole) -> Part?, embed: @escaping @Sendable (Part) -> Whole) {
        self.extractor = extract
        self.embedder = embed
    }

    /// The payload when `whole` is this prism's case, otherwise `nil`.
    public func extract(_ whole: Whole) -> Part? {
        extractor(whole)
    }

    /// The value of this prism's case holding `part`.
    public func embed(_ part: Part) -> Whole {
        embedder(part)
    }

    /// `extract(_:)` under the name every optic shares.
    public func get(_ whole: Whole) -> Part? {
        extractor(whole)
    }

    /// `whole` with its payload replaced by `part` when `whole` is this prism's case; otherwise
    /// `whole` unchanged (a prism never switches a value to another case).
    public func set(_ part: Part, _ whole: Whole) -> Whole {
        extractor(whole) == nil ? whole : embedder(part)
    }

    /// `whole` with its payload replaced by `transform` of it when `whole` is this prism's case;
    /// otherwise `whole` unchanged, and `transform` is not called.
    public func modify(_ whole: Whole, _ transform: (Part) throws -> Part) rethrows -> Whole {
        guard let part = extractor(whole) else { return whole }
        return embedder(try transform(part))
    }

    /// This prism followed by `inner`: a prism onto a case of this case's payload.
    public func compose<Inner>(_ inner: Prism<Part, Inner>) -> Prism<Whole, Inner> {
        Prism<Whole, Inner>(
            extract: { whole in self.extract(whole).flatMap { inner.extract($0) } },
            embed: { innerPart in self.embed(inner.embed(innerPart)) }
        )
    }

    /// This prism seen as an ``AffineLens``, to compose it with lenses.
    public var affine: AffineLens<Whole, Part> {
        AffineLens(get: { whole in self.extract(whole) }, set: { part, whole in self.set(part, whole) })
    }
}
