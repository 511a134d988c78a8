extension Lens {
    /// A lens on one field of a value that is rebuilt whole: `fields` reads every field into a
    /// labeled tuple, the key path picks one, and `rebuild` makes a new value from the tuple.
    ///
    /// factorygen writes one helper per type whose properties are `let`s (or that is a class),
    /// and each of the type's lenses is the helper given a key path into the tuple, so that the
    /// fields are spelled out once per type rather than once per lens:
    ///
    /// ```swift
    /// extension User {
    ///     private static func _factoryRebuild<Part>(_ field: WritableKeyPath<(id: UUID, age: Int), Part> & Sendable) -> Lens<User, Part> {
    ///         Lens(field, of: { (id: $0.id, age: $0.age) }, rebuild: { User(id: $0.id, age: $0.age) })
    ///     }
    ///     static var _age: Lens<User, Int> { _factoryRebuild(\.age) }
    /// }
    /// ```
    ///
    /// The lens laws hold when `rebuild(fields(w)) == w` and `fields(rebuild(t)) == t`: the
    /// initializer stores each argument as given.
    public init<Fields>(
        _ field: WritableKeyPath<Fields, Part> & Sendable,
        of fields: @escaping @Sendable (Whole) -> Fields,
        rebuild: @escaping @Sendable (Fields) -> Whole
    ) {
        self.init(
            get: { whole in fields(whole)[keyPath: field] },
            set: { part, whole in
                var changed = fields(whole)
                changed[keyPath: field] = part
                return rebuild(changed)
            }
        )
    }

    /// ``init(_:of:rebuild:)`` for a type isolated to the main actor, whose fields are read and
    /// whose initializer is called there (see ``onMainActor(get:set:)``).
    public static func onMainActor<Fields>(
        _ field: WritableKeyPath<Fields, Part> & Sendable,
        of fields: @escaping @MainActor @Sendable (Whole) -> Fields,
        rebuild: @escaping @MainActor @Sendable (Fields) -> Whole
    ) -> Lens {
        onMainActor(
            get: { whole in fields(whole)[keyPath: field] },
            set: { part, whole in
                var changed = fields(whole)
                changed[keyPath: field] = part
                return rebuild(changed)
            }
        )
    }
}
