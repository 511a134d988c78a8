/// Whether an initializer leaves wrapped properties without a value, as Fluent's required
/// `init() {}` does, and the fields `provide()` then sets after the call.
///
/// A wrapped property without an initial value whose attribute has arguments (`@Field(key:
/// "name") var name: String`) starts as the wrapper that attribute makes, holding no value: an
/// initializer that does not set it leaves it so. Fluent's wrappers trap when such a field is
/// read ("Cannot access field before it is initialized or fetched"), so a model built with its
/// `init() {}` is an empty shell: `Factory<Meeting>.provide().name` would stop the test that
/// reads it. Such an initializer comes after the others (the model's full one), and is still
/// used when nothing else builds the type.
///
/// Only an empty body counts: one that sets anything is taken to set what it needs, and
/// reading which properties each body assigns would cost a scan of every initializer. An
/// optional property counts too: Fluent's `@Field(key:) var note: String?` traps as well when
/// read unset (only its `@OptionalField` reads as `nil`, which cannot be told apart here).
enum UnsetWrappedFields {
    /// `initializer`'s body is empty and the type has a wrapped stored property that starts
    /// as the wrapper its attribute makes, without a value of its own.
    static func leftUnset(by initializer: InitializerDeclaration, properties: [StoredProperty]) -> Bool {
        guard initializer.hasEmptyBody else { return false }
        return properties.contains { $0.isWrapped && $0.wrapperType != nil && $0.declaration.initialValue == nil }
    }

    /// The wrappers, from outside the inputs, whose value traps when read before it is set and
    /// that can be set: Fluent's `@Field`, `@Enum` and `@Boolean`. (Its `@OptionalField` and
    /// `@Timestamp` read as `nil`; its relations cannot be set, ``FluentRelations``.)
    static let trappingWrappers: Set<String> = ["Field", "Enum", "Boolean"]

    /// The fields the initializer `candidate` calls leaves without a value, each with its
    /// provided value (`provided`), for `provide()` to set after the call: Pleno's
    /// `init(id:identityID:email:passwordHash:…)` sets no `isNotificationsActive`, which the
    /// database fills on save, and `Factory<User>.provide().isNotificationsActive` trapped.
    ///
    /// Only a plain call of an initializer whose body was read and delegates to no other; only
    /// fields of ``trappingWrappers``, settable from the test module, outside `#if`, that no
    /// statement at the top level of the body assigns.
    ///
    /// `provided` gives a factory call, or an empty value (`nil`, `[]`) for an optional or a
    /// collection whose elements no factory builds (SwiftPackageIndex-Server's `Version` holds
    /// `[ProductDependency]?` of another module). A field with neither stays empty, and is
    /// returned in `unset` for a warning: reading it from a provided value stops the test.
    static func assignments(
        after candidate: Candidate, callable: [CallableInitializer], properties: [StoredProperty], provided: (ResolvedType) -> String?
    ) -> (assignments: [ArgumentPlan], unset: [StoredProperty]) {
        guard candidate.passesSlots, candidate.attempt == nil, candidate.conditional == nil, let location = candidate.originLocation,
              let initializer = callable.first(where: { $0.declaration.location == location })?.declaration,
              initializer.delegations.isEmpty else { return ([], []) }
        var assignments: [ArgumentPlan] = []
        var unset: [StoredProperty] = []
        for property in properties where isTrapping(property) && !initializer.assignedProperties.contains(property.name) {
            guard property.declaration.condition == nil,
                  (property.declaration.setterAccessLevel ?? property.declaration.accessLevel ?? .internal) >= .internal else { continue }
            guard let type = property.type, let value = provided(type) else {
                unset.append(property)
                continue
            }
            assignments.append(ArgumentPlan(label: nil, value: value, property: Identifier.escaped(property.name)))
        }
        return (assignments, unset)
    }

    /// The problem at a field left empty whose value cannot be provided: an error, which is a
    /// warning unless the run is `strict`, as for a type that cannot be provided.
    static func problem(for property: StoredProperty, of type: String, builtWith origin: String) -> Diagnostic {
        .error(
            "'\(type).\(property.name)' is left empty by \(origin), and no provided value can set it, so reading it from "
                + "Factory<\(type)>.provide() stops the test; write `extension \(type): Providable` in your test target to build it whole",
            at: property.declaration.location
        )
    }

    /// A field that starts as the empty wrapper its attribute makes, of a wrapper from outside
    /// the inputs that traps when read so (one the inputs declare is known by its own code).
    static func isTrapping(_ property: StoredProperty) -> Bool {
        guard property.isWrapped, let wrapper = property.wrapperType, property.declaration.initialValue == nil else { return false }
        if case .user = wrapper { return false }
        return property.declaration.attributes.contains { trappingWrappers.contains($0.name) }
    }
}
