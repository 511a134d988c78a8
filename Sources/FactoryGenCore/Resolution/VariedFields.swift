/// The fields a struct's or class's `fieldVariations` lists, for the runtime to vary in
/// `variants()` and `arbitrary(using:)`. (The resolver does not ask for a subclass, which
/// inherits its superclass's conformance.)
///
/// ```swift
/// // struct User { let name: String; var role: Role; var onTap: () -> Void }, built with
/// // User(name: Factory<String>.provide(), role: Factory<Role>.provide(), onTap: { })
/// VariedFields.lenses(of: plan, factory: "Factory", factories: [:]).varied  // ["_name", "_role"]
/// ```
///
/// A field is listed when `provide()` passes its type's own `provide()` for it, which the
/// runtime takes to be the first of the part's variants, and drops. A field broken out of a
/// cycle (`var mentor: Cook?` passed `nil`, `children: [Node]` passed `[]`) is listed as
/// `empty`, when its type is providable: that value is the last of the part's variants. So is
/// an optional `var` the memberwise initializer leaves `nil`. Its lens must exist wherever the conformance does (no `#if`, no deprecation, no
/// requirements of its own), and set any value it is given: not one that decodes (a value
/// JSON cannot hold would not come back), nor a C bit-field rebuilt through its initializer
/// (which keeps only the bits that fit).
enum VariedFields {
    /// `factories` maps a property to the `Factory<T>.provide()` it could be given (every type in
    /// it providable); `omitted`, a property the memberwise initializer is not passed to the
    /// empty value it then holds.
    static func lenses(
        of plan: TypePlan, factory: String, factories: [String: String], omitted: [String: String] = [:]
    ) -> (varied: [String], empty: [String]) {
        // `T()` varies nothing, unless the memberwise initializer leaves optionals `nil` there.
        guard let providable = plan.providable, !providable.arguments.isEmpty || !omitted.isEmpty, plan.opticRequirements.isEmpty,
              plan.kind == .struct || plan.kind == .class
        else { return ([], []) }
        var varied: [String] = [], empty: [String] = []
        for lens in plan.lenses where lens.condition == nil && !lens.mentionsDeprecated && lens.strategy != .coding
            && (!plan.isImportedFromC || lens.strategy == .mutation) {
            guard let value = value(passedTo: lens.name, in: providable.arguments) ?? (omitted.isEmpty ? nil : omitted[String(lens.name.dropFirst())])
            else { continue }
            if FactoryCall.isCall(value, of: factory, for: lens.type) {
                varied.append(lens.name)
            } else if emptyValues.contains(value), let own = factories[String(lens.name.dropFirst())], FactoryCall.isCall(own, of: factory, for: lens.type) {
                empty.append(lens.name)
            }
        }
        return (varied, empty)
    }

    /// The value of the first argument passed to the property of the lens `_name`, found by
    /// scanning: a type has a few dozen fields at most, and a dictionary of them, with the
    /// property's name cut out of each lens's, cost more than the comparisons.
    private static func value(passedTo lens: String, in arguments: [ArgumentPlan]) -> String? {
        let length = lens.utf8.count - 1
        for argument in arguments {
            guard let property = argument.property, property.utf8.count == length,
                  property.utf8.elementsEqual(lens.utf8.dropFirst()) else { continue }
            return argument.value
        }
        return nil
    }

    /// What a cycle is broken with: the last of an optional's or a collection's variants.
    static let emptyValues: Set = ["nil", "[]", "[:]"]
}
