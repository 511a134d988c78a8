/// `Factory<ClosedRange<Bound>>.provide()` is `p...p` with `p = Bound.provide()`: the range
/// holding just the default value (`0...0` for `Int`).
extension ClosedRange: Providable where Bound: Providable {
    /// `Bound.provide()...Bound.provide()`.
    public static func provide() -> ClosedRange<Bound> {
        let bound = Bound.provide()
        return bound...bound
    }
}

/// `Factory<Range<Bound>>.provide()` is `p..<p` with `p = Bound.provide()`: the empty range at
/// the default value (`0..<0` for `Int`). A non-empty range would need a successor, which a
/// `Comparable` bound does not have.
extension Range: Providable where Bound: Providable {
    /// `Bound.provide()..<Bound.provide()`, empty.
    public static func provide() -> Range<Bound> {
        let bound = Bound.provide()
        return bound..<bound
    }
}
