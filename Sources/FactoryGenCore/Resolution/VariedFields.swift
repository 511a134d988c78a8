/// The fields a struct's or class's `fieldVariations` lists, for the runtime to vary in
/// `variants()` and `arbitrary(using:)`. (The resolver does not ask for a subclass, which
/// inherits its superclass's conformance.)
///
/// ```swift
/// // struct User { let name: String; var role: Role; var avatar: Data? = nil }, built with
/// // User(name: Factory<String>.provide(), role: Factory<Role>.provide(), avatar: nil)
/// VariedFields.lenses(of: plan, factory: "Factory")  // ["_name", "_role"]
/// ```
///
/// A field is listed only when `provide()` passes its type's own `provide()` for it: the
/// runtime takes that to be the first of the part's variants, and drops it. So a field broken
/// out of a cycle (`[]`, `nil`) is not listed, and variants never recurse through a type's
/// own graph. Its lens must exist wherever the conformance does (no `#if`, no deprecation, no
/// requirements of its own), and set any value it is given: not one that decodes (a value
/// JSON cannot hold would not come back), nor a C bit-field rebuilt through its initializer
/// (which keeps only the bits that fit).
enum VariedFields {
    static func lenses(of plan: TypePlan, factory: String) -> [String] {
        guard let providable = plan.providable, !providable.arguments.isEmpty, plan.opticRequirements.isEmpty,
              plan.kind == .struct || plan.kind == .class
        else { return [] }
        let provided = Dictionary(
            providable.arguments.compactMap { argument in argument.property.map { ("_" + $0, argument.value) } },
            uniquingKeysWith: { first, _ in first }
        )
        return plan.lenses.filter { lens in
            lens.condition == nil && !lens.mentionsDeprecated && lens.strategy != .coding
                && (!plan.isImportedFromC || lens.strategy == .mutation)
                && provided[lens.name] == factory + "<" + lens.type + ">.provide()"
        }.map(\.name)
    }
}
