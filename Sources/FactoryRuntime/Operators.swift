// The operators of FactoryProvider, with its precedences, so that
// `Factory<User>.provide() |> User._id * UserId._value *~ "x" |> User._age *~ 20`
// reads left to right: `*` and `*~` bind tighter than `|>`, and all of them associate left.
//
// `*` is shared with arithmetic, so every overload declared here is a candidate the type checker
// weighs for every `*` in a module that imports FactoryRuntime. Nine concrete overloads (one
// per pair of optic kinds) made an arithmetic-heavy file 5× more work for the solver; three
// cost nothing measurable. Tests/Benchmarks/operator-overhead.sh measures it: keep it at three.

/// Sets the part an optic focuses on: `User._age *~ 20` is a function from `User` to `User`.
infix operator *~: MultiplicationPrecedence

/// Modifies the part an optic focuses on: `User._age %~ { $0 + 1 }`.
infix operator %~: MultiplicationPrecedence

/// Applies a value to a function (`user |> User._age *~ 20`), or composes two functions.
infix operator |>: AdditionPrecedence

// MARK: - Composition

/// `outer` followed by `inner`: `User._id * UserId._value` is a lens from `User` to the id's
/// value.
public func * <A, B, C>(outer: Lens<A, B>, inner: Lens<B, C>) -> Lens<A, C> {
    outer.compose(inner)
}

/// A case of a case's payload: `Outcome._fetched * Fetch._loaded` is a prism.
public func * <A, B, C>(outer: Prism<A, B>, inner: Prism<B, C>) -> Prism<A, C> {
    outer.compose(inner)
}

/// Any other pair of optics, a focus that may be absent: `State._loaded * User._age`,
/// `Screen._state * State._loaded`, or anything composed with an ``AffineLens``.
public func * <Outer: Optic, Inner: Optic>(outer: Outer, inner: Inner) -> AffineLens<Outer.Whole, Inner.Part>
where Outer.Part == Inner.Whole {
    outer.affine.compose(inner.affine)
}

// MARK: - Set and modify

/// A function that sets the optic's part to `part`: for a prism or an affine lens, only when the
/// value has that part.
public func *~ <O: Optic>(optic: O, part: O.Part) -> (O.Whole) -> O.Whole {
    { whole in optic.set(part, whole) }
}

/// A function that replaces the optic's part by `transform` of it: for a prism or an affine lens,
/// only when the value has that part.
public func %~ <O: Optic>(optic: O, transform: @escaping (O.Part) -> O.Part) -> (O.Whole) -> O.Whole {
    { whole in optic.modify(whole, transform) }
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
