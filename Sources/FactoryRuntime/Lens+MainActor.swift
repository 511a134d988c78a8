extension Lens {
    /// A lens on a type isolated to the main actor (`@MainActor struct Customer`, or every type
    /// of a module built with `-default-isolation MainActor`), whose closures read and rebuild it
    /// there.
    ///
    /// The lens is an ordinary `Lens`, so `*`, `*~`, `%~` and `|>` work as for any other. Its
    /// closures run on the main actor: used from a `@MainActor` test they run at once; used
    /// elsewhere they stop, as `MainActor.assumeIsolated` does, rather than race.
    ///
    /// ```swift
    /// extension Customer {
    ///     @MainActor static var _points: Lens<Customer, Int> {
    ///         Lens.onMainActor(get: { $0.points }, set: { newValue, whole in
    ///             var copy = whole
    ///             copy.points = newValue
    ///             return copy
    ///         })
    ///     }
    /// }
    /// ```
    public static func onMainActor(
        get: @escaping @MainActor @Sendable (Whole) -> Part,
        set: @escaping @MainActor @Sendable (Part, Whole) -> Whole
    ) -> Lens {
        Lens(
            get: { whole in
                let box = MainActorHandOff(whole)
                return MainActor.assumeIsolated { MainActorHandOff(get(box.value)) }.value
            },
            set: { part, whole in
                let box = MainActorHandOff((part, whole))
                return MainActor.assumeIsolated { MainActorHandOff(set(box.value.0, box.value.1)) }.value
            }
        )
    }
}

/// Carries a value into and out of `MainActor.assumeIsolated`, which asks for `Sendable`
/// values: the closure runs synchronously on the calling thread, so nothing is shared with
/// another thread.
struct MainActorHandOff<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
