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
    ///     private static func _factoryRebuild<Part>(_ field: WritableKeyPath<(id: UUID, age: Int), Part>) -> Lens<User, Part> {
    ///         Lens(field, of: { (id: $0.id, age: $0.age) }, rebuild: { User(id: $0.id, age: $0.age) })
    ///     }
    ///     static var _age: Lens<User, Int> { _factoryRebuild(\.age) }
    /// }
    /// ```
    ///
    /// The lens laws hold when `rebuild(fields(w)) == w` and `fields(rebuild(t)) == t`: the
    /// initializer stores each argument as given.
    ///
    /// `field` is not asked to be `Sendable`: a key path into a tuple captures nothing, so it is
    /// safe to share, but only Swift 6 mode infers that of a literal, and a test target in
    /// Swift 5 mode with complete concurrency checking would warn at every lens.
    public init<Fields>(
        _ field: WritableKeyPath<Fields, Part>,
        of fields: @escaping @Sendable (Whole) -> Fields,
        rebuild: @escaping @Sendable (Fields) -> Whole
    ) {
        nonisolated(unsafe) let field = field
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
        _ field: WritableKeyPath<Fields, Part>,
        of fields: @escaping @MainActor @Sendable (Whole) -> Fields,
        rebuild: @escaping @MainActor @Sendable (Fields) -> Whole
    ) -> Lens {
        nonisolated(unsafe) let field = field
        return onMainActor(
            get: { whole in fields(whole)[keyPath: field] },
            set: { part, whole in
                var changed = fields(whole)
                changed[keyPath: field] = part
                return rebuild(changed)
            }
        )
    }
}
