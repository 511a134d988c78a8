/// Fluent's relation wrappers, whose wrapped value cannot be set: `@Parent var owner: User`
/// is set through its projection (`self.$owner.id = ownerID`), and assigning `self.owner`
/// traps ("use $ prefix to access"), as it does for `@Children`, `@Siblings` and the others.
///
/// An initializer that stores such a property as given (`init(owner: User) { self.owner =
/// owner }`) compiles but traps whatever it is passed, so it is not called: the model is built
/// another way (its `init() {}`), or skipped. Only wrappers the inputs do not declare count.
/// Reading one traps too until the relation is loaded from the database, which a provided
/// model never was: the law driver reads every other field.
public enum FluentRelations {
    /// FluentKit's relation wrappers, by their attribute names.
    public static let wrappers: Set<String> = [
        "Parent", "OptionalParent", "Children", "OptionalChild", "Siblings",
        "CompositeParent", "CompositeOptionalParent", "CompositeChildren", "CompositeOptionalChild",
    ]

    /// The names of `properties` wrapped by a Fluent relation from outside the inputs (whose
    /// setter is therefore not known to exist); empty for most types, which have none.
    static func getOnlyProperties(in properties: [StoredProperty]) -> Set<String> {
        var names: Set<String> = []
        for property in properties where property.isWrapped && !property.wrapperStoresPlainly
            && property.declaration.attributes.contains(where: { wrappers.contains($0.name) }) {
            names.insert(property.name)
        }
        return names
    }

    /// Whether `initializer`, which cannot fail and whose body was read, stores one of
    /// `getOnly` as given (`self.owner = owner`, or `owner: owner` passed on to `self.init`).
    static func assigns(_ getOnly: Set<String>, in initializer: InitializerDeclaration) -> Bool {
        initializer.parameters.contains { parameter in
            guard let name = parameter.name ?? parameter.label, getOnly.contains(name) else { return false }
            return !initializer.parametersNotStoredAsGiven.contains(name)
        }
    }
}
