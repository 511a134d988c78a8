// The rejected design, kept to reproduce its figure: Tests/Benchmarks/operator-overhead.sh
// builds FactoryRuntime with this file in place of Sources/FactoryRuntime/Operators.swift.
// One concrete `*` per pair of optic kinds: nine overloads, which pushes `*` past the point
// where the type checker's work on plain arithmetic grows (see the README's benchmarks).

infix operator *~: MultiplicationPrecedence
infix operator %~: MultiplicationPrecedence
infix operator |>: AdditionPrecedence

public func * <A, B, C>(outer: Lens<A, B>, inner: Lens<B, C>) -> Lens<A, C> { outer.compose(inner) }
public func * <A, B, C>(outer: Lens<A, B>, inner: Prism<B, C>) -> AffineLens<A, C> { outer.affine.compose(inner.affine) }
public func * <A, B, C>(outer: Lens<A, B>, inner: AffineLens<B, C>) -> AffineLens<A, C> { outer.affine.compose(inner) }
public func * <A, B, C>(outer: Prism<A, B>, inner: Lens<B, C>) -> AffineLens<A, C> { outer.affine.compose(inner.affine) }
public func * <A, B, C>(outer: Prism<A, B>, inner: Prism<B, C>) -> Prism<A, C> { outer.compose(inner) }
public func * <A, B, C>(outer: Prism<A, B>, inner: AffineLens<B, C>) -> AffineLens<A, C> { outer.affine.compose(inner) }
public func * <A, B, C>(outer: AffineLens<A, B>, inner: Lens<B, C>) -> AffineLens<A, C> { outer.compose(inner.affine) }
public func * <A, B, C>(outer: AffineLens<A, B>, inner: Prism<B, C>) -> AffineLens<A, C> { outer.compose(inner.affine) }
public func * <A, B, C>(outer: AffineLens<A, B>, inner: AffineLens<B, C>) -> AffineLens<A, C> { outer.compose(inner) }

public func *~ <O: Optic>(optic: O, part: O.Part) -> (O.Whole) -> O.Whole { { optic.set(part, $0) } }
public func %~ <O: Optic>(optic: O, transform: @escaping (O.Part) -> O.Part) -> (O.Whole) -> O.Whole {
    { optic.modify($0, transform) }
}
public func |> <A, B>(x: A, f: (A) throws -> B) rethrows -> B { try f(x) }
public func |> <A, B, C>(f: @escaping (A) -> B, g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
