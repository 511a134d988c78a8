/// The fields of a struct that the chosen construction leaves to a default that differs from
/// one call to the next, and that `provide()` sets afterwards, so that two calls build equal
/// values as tests and the laws expect.
///
/// ```swift
/// // struct Note { var id = UUID(); var text: String; init(text: String) { self.text = text } }
/// public static func provide() -> Self {
///     var value = App.Note(text: Factory<String>.provide())
///     value.id = Factory<UUID>.provide()
///     return value
/// }
/// ```
///
/// A field of any type whose default calls `UUID()` or `Date()` counts (`var id: String =
/// UUID().uuidString`), as a memberwise call passes it. Only a `var` whose lens assigns it (``LensPlan/Strategy/mutation``, under no condition): a
/// `let id = UUID()` keeps varying, and no initializer or later assignment can change that.
/// A memberwise call already passes such a field its provided value (``VaryingDefaults``).
enum VaryingFieldAssignments {
    /// Each field to set, with its provided value; `provided` gives the `Factory<T>.provide()`
    /// a type may be given, or `nil`.
    static func assignments(
        after candidate: Candidate, properties: [StoredProperty], lenses: [LensPlan], provided: (ResolvedType) -> String?
    ) -> [ArgumentPlan] {
        // A choice under `#if` spans lines, which `var value = …` cannot hold.
        guard candidate.conditional == nil else { return [] }
        // Few fields have such a default: they are found before anything is hashed.
        // Of any type, a value made from one counts (`var id: String = UUID().uuidString`,
        // `var stamp = Int(Date().timeIntervalSince1970)`: Adyen's analytics events).
        let varying = properties.filter { !$0.declaration.isLet && hasVaryingDefault($0) }
        guard !varying.isEmpty else { return [] }
        var passed: Set<String> = []
        for slot in candidate.slots {
            passed.insert(slot.member)
            if let property = slot.property { passed.insert(property) }
            if let label = slot.label { passed.insert(label) }
        }
        var assignments: [ArgumentPlan] = []
        for property in varying where !passed.contains(property.name) {
            let spelled = Identifier.escaped(property.name)
            guard let type = property.type,
                  lenses.contains(where: { $0.property == spelled && $0.strategy == .mutation && $0.condition == nil && !$0.mentionsDeprecated }),
                  let value = provided(type) else { continue }
            assignments.append(ArgumentPlan(label: nil, value: value, property: spelled))
        }
        return assignments
    }

    /// Whether a field's declaration gives it another value at each initialization: its default
    /// calls `UUID()` or `Date()`, or is the `.init()` of a `UUID` or `Date` (`let id: UUID =
    /// .init()`), where `.distantPast` is fixed.
    static func hasVaryingDefault(_ property: StoredProperty) -> Bool {
        guard let initial = property.declaration.initialValue else { return false }
        return VaryingDefaults.callsVaryingInitializer(initial)
            || VaryingDefaults.isVarying(property.type, default: initial) && initial.hasSuffix(".init()")
    }

    /// A `let` with such a default: every initializer sets it, and nothing after the call can,
    /// so each value built anew differs from the last (``VaryingValues``).
    static func isVaryingConstant(_ property: StoredProperty) -> Bool {
        property.declaration.isLet && hasVaryingDefault(property)
    }

    /// A note at each `let` whose default calls `UUID()` or `Date()` (`let made = Date()`):
    /// nothing after the call can set it, so two `provide()` calls build different values,
    /// which a test comparing them would see fail.
    static func varyingConstants(of name: String, properties: [StoredProperty]) -> [Diagnostic] {
        properties.compactMap { property in
            guard isVaryingConstant(property), let initial = property.declaration.initialValue else { return nil }
            return .note(
                "'\(name).\(property.name)' is set to '\(initial)' by its declaration, so two provide() calls build different values; "
                    + "declared 'var', it would be set to a provided value, as it would if an initializer took it",
                at: property.declaration.location
            )
        }
    }
}
