// The operators of FactoryProvider, with its precedences, so that
// `Factory<User>.provide() |> User._id * UserId._value *~ "x" |> User._age *~ 20`
// reads left to right: `*` and `*~` bind tighter than `|>`.

/// Sets the part an optic focuses on: `User._age *~ 20` is a function from `User` to `User`.
infix operator *~: MultiplicationPrecedence

/// Modifies the part an optic focuses on: `User._age %~ { $0 + 1 }`.
infix operator %~: MultiplicationPrecedence

/// Applies a value to a function (`user |> User._age *~ 20`), or composes two functions.
infix operator |>: AdditionPrecedence

// MARK: - Composition

/// `outer` followed by `inner`: `User._id * UserId._value`.
public func * <A, B, C>(outer: Lens<A, B>, inner: Lens<B, C>) -> Lens<A, C> {
    outer.compose(inner)
}

/// A lens into a case of the focused part: `Order._state * State._loaded`.
public func * <A, B, C>(outer: Lens<A, B>, inner: Prism<B, C>) -> AffineLens<A, C> {
    outer.affine.compose(inner.affine)
}

/// A lens inside a case's payload: `State._loaded * User._age`.
public func * <A, B, C>(outer: Prism<A, B>, inner: Lens<B, C>) -> AffineLens<A, C> {
    outer.affine.compose(inner.affine)
}

/// A case of a case's payload: `Result._success * Payload._user`.
public func * <A, B, C>(outer: Prism<A, B>, inner: Prism<B, C>) -> Prism<A, C> {
    outer.compose(inner)
}

/// An affine lens followed by any optic.
public func * <A, B, C>(outer: AffineLens<A, B>, inner: AffineLens<B, C>) -> AffineLens<A, C> {
    outer.compose(inner)
}

/// An affine lens followed by a lens.
public func * <A, B, C>(outer: AffineLens<A, B>, inner: Lens<B, C>) -> AffineLens<A, C> {
    outer.compose(inner.affine)
}

/// An affine lens followed by a prism.
public func * <A, B, C>(outer: AffineLens<A, B>, inner: Prism<B, C>) -> AffineLens<A, C> {
    outer.compose(inner.affine)
}

/// A lens followed by an affine lens.
public func * <A, B, C>(outer: Lens<A, B>, inner: AffineLens<B, C>) -> AffineLens<A, C> {
    outer.affine.compose(inner)
}

/// A prism followed by an affine lens.
public func * <A, B, C>(outer: Prism<A, B>, inner: AffineLens<B, C>) -> AffineLens<A, C> {
    outer.affine.compose(inner)
}

// MARK: - Set

/// A function that sets the lens's part to `part`.
public func *~ <A, B>(lens: Lens<A, B>, part: B) -> (A) -> A {
    { whole in lens.set(part, whole) }
}

/// A function that sets the prism's payload to `part` when the value is the prism's case.
public func *~ <A, B>(prism: Prism<A, B>, part: B) -> (A) -> A {
    { whole in prism.set(part, whole) }
}

/// A function that sets the affine lens's part to `part` when the value has it.
public func *~ <A, B>(affine: AffineLens<A, B>, part: B) -> (A) -> A {
    { whole in affine.set(part, whole) }
}

// MARK: - Modify

/// A function that replaces the lens's part by `transform` of it.
public func %~ <A, B>(lens: Lens<A, B>, transform: @escaping (B) -> B) -> (A) -> A {
    { whole in lens.modify(whole, transform) }
}

/// A function that replaces the prism's payload by `transform` of it, when there is one.
public func %~ <A, B>(prism: Prism<A, B>, transform: @escaping (B) -> B) -> (A) -> A {
    { whole in prism.modify(whole, transform) }
}

/// A function that replaces the affine lens's part by `transform` of it, when there is one.
public func %~ <A, B>(affine: AffineLens<A, B>, transform: @escaping (B) -> B) -> (A) -> A {
    { whole in affine.modify(whole, transform) }
}

// MARK: - Application

/// `f(x)`, written so a chain of updates reads left to right.
public func |> <A, B>(x: A, f: (A) throws -> B) rethrows -> B {
    try f(x)
}

/// `f` then `g`: `User._age *~ 20 |> User._name *~ "x"` is one update function.
public func |> <A, B, C>(f: @escaping (A) -> B, g: @escaping (B) -> C) -> (A) -> C {
    { g(f($0)) }
}
