/// A focus on one part of a value: reads it, and returns a copy of the whole with it replaced.
///
/// factorygen generates one lens per stored property (`User._age`), so tests can change a `let`
/// property of a default value without spelling out the initializer. Compose lenses with `*`,
/// set with `*~`, modify with `%~`, and apply with `|>`:
///
/// ```swift
/// extension User {
///     static var _age: Lens<User, Int> {
///         Lens(get: { $0.age }, set: { newValue, whole in
///             User(id: whole.id, name: whole.name, age: newValue)
///         })
///     }
/// }
///
/// let adult = Factory<User>.provide() |> User._age *~ 20
/// let older = adult |> User._age %~ { $0 + 1 }
/// let score = Lens(\Player.score) // from a writable key path
/// ```
///
/// The closures are `@Sendable`, so a lens is `Sendable` and can be stored in a `static let` or
/// used from any `@Test` function in Swift 6 mode. A lens holds no state of its own.
public struct Lens<Whole, Part>: Sendable {
    private let getter: @Sendable (Whole) -> Part
    private let setter: @Sendable (Part, Whole) -> Whole

    /// A lens from a reading closure and a replacing closure, which receives the new part first
    /// and the whole second.
    ///
    /// For the lens to behave, `get(set(p, w)) == p`, `set(get(w), w) == w` and
    /// `set(p, set(q, w)) == set(p, w)`.
    public init(get: @escaping @Sendable (Whole) -> Part, set: @escaping @Sendable (Part, Whole) -> Whole) {
        self.getter = get
        self.setter = set
    }

    /// The FactoryProvider spelling of ``init(get:set:)``.
    public init(getter: @escaping @Sendable (Whole) -> Part, setter: @escaping @Sendable (Part, Whole) -> Whole) {
        self.init(get: getter, set: setter)
    }

    /// A lens through a writable key path: `Lens(\User.age)`.
    ///
    /// A key path is an immutable value, and one to a stored property (`\.age`, as factorygen
    /// writes) captures nothing, so the lens shares it across tasks. The parameter does not ask
    /// for `& Sendable`: a Swift 5 target with complete concurrency checking does not infer
    /// that a key path literal is `Sendable` (SE-0418 comes with Swift 6), and would warn at
    /// every lens. Do not pass a key path whose subscript arguments hold shared mutable state.
    public init(_ keyPath: WritableKeyPath<Whole, Part>) {
        nonisolated(unsafe) let keyPath = keyPath
        self.init(
            get: { whole in whole[keyPath: keyPath] },
            set: { part, whole in
                var copy = whole
                copy[keyPath: keyPath] = part
                return copy
            }
        )
    }

    /// The part of `whole` this lens focuses on.
    public func get(_ whole: Whole) -> Part {
        getter(whole)
    }

    /// A copy of `whole` with the focused part replaced by `part`.
    public func set(_ part: Part, _ whole: Whole) -> Whole {
        setter(part, whole)
    }

    /// A copy of `whole` with the focused part replaced by `transform` of it.
    public func modify(_ whole: Whole, _ transform: (Part) throws -> Part) rethrows -> Whole {
        setter(try transform(getter(whole)), whole)
    }

    /// This lens followed by `inner`: a lens from `Whole` to `inner`'s part.
    ///
    /// `User._id.compose(UserId._value)` is what `User._id * UserId._value` spells.
    public func compose<Inner>(_ inner: Lens<Part, Inner>) -> Lens<Whole, Inner> {
        Lens<Whole, Inner>(
            get: { whole in inner.get(self.get(whole)) },
            set: { newInner, whole in self.set(inner.set(newInner, self.get(whole)), whole) }
        )
    }
}
