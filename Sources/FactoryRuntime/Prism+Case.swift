extension Prism where Part == Void, Whole: Equatable & SendableMetatype {
    /// A prism onto a case without a payload, told apart from the other cases with `==`.
    ///
    /// Every enum none of whose cases has a payload is `Equatable` without saying so, and
    /// factorygen gives its cases these prisms: one line each, which the compiler checks in a
    /// third of the time of `init(extract:embed:)`'s two closures.
    ///
    /// ```swift
    /// enum Visibility { case shown, hidden }
    ///
    /// extension Visibility {
    ///     static var _hidden: Prism<Visibility, Void> { Prism(case: .hidden) }
    /// }
    ///
    /// Visibility._hidden.extract(.hidden)  // ()
    /// Visibility._hidden.extract(.shown)   // nil
    /// Visibility._hidden.embed(())         // .hidden
    /// ```
    ///
    /// The laws hold when `==` tells the cases apart, as the synthesized `==` does; factorygen
    /// writes `init(extract:embed:)` for an enum that declares its own.
    public init(case value: @autoclosure @escaping @Sendable () -> Whole) {
        self.init(extract: { whole in whole == value() ? () : nil }, embed: { _ in value() })
    }
}
