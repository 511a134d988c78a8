/// The fields ``Providable/variants()`` and ``Providable/arbitrary(using:)`` vary: lenses to
/// parts that are themselves `Providable`.
///
/// factorygen lists a struct's fields once, and the runtime derives both from the list:
///
/// ```swift
/// extension User: Providable {
///     static func provide() -> User { User(name: Factory<String>.provide(), role: Factory<Role>.provide()) }
///     static var fieldVariations: FieldVariations { varying(_name, _role) }
/// }
///
/// Factory<User>.variants()          // provide(), then one user for each other variant of each field
/// Factory<User>.arbitrary(seed: 7)  // provide() with every listed field arbitrary
/// ```
///
/// The list does not name its whole type, so that a class that subclasses may inherit it: a
/// value a lens rebuilds as the superclass is not a variant of a subclass, and is left out.
public struct FieldVariations {
    private struct Field {
        let others: (Any) -> [Any]
        let drawn: (Any, inout ArbitrarySource) -> Any?

        init<Whole, Part: Providable>(_ lens: Lens<Whole, Part>, providedIsLast: Bool) {
            others = { whole in
                guard let whole = whole as? Whole else { return [] }
                let variants = Part.variants()
                return (providedIsLast ? variants.dropLast() : variants.dropFirst()).map { lens.set($0, whole) }
            }
            drawn = { whole, source in (whole as? Whole).map { lens.set(Part.arbitrary(using: &source), $0) } }
        }
    }

    private let fields: [Field]

    /// No field varies.
    public init() {
        fields = []
    }

    /// The fields `lenses` focus on, in order, then those `empty` focuses on: fields
    /// `provide()` leaves empty (`nil`, `[]`, `[:]`), which is the last of their part's variants
    /// rather than the first.
    public init<Whole, each Part: Providable, each Empty: Providable>(
        _ lenses: repeat Lens<Whole, each Part>, empty: repeat Lens<Whole, each Empty>
    ) {
        var fields: [Field] = []
        for lens in repeat each lenses { fields.append(Field(lens, providedIsLast: false)) }
        for lens in repeat each empty { fields.append(Field(lens, providedIsLast: true)) }
        self.fields = fields
    }

    /// Whether no field is listed.
    public var isEmpty: Bool { fields.isEmpty }

    /// `whole` with each field in turn set to each of its part's variants but the first
    /// (`provide()`'s, which `whole` is taken to hold), or but the last for a field listed as
    /// `empty`.
    func otherVariants<Whole>(of whole: Whole) -> [Whole] {
        fields.flatMap { $0.others(whole).compactMap { $0 as? Whole } }
    }

    /// `whole` with every field set to an arbitrary part.
    func arbitrary<Whole>(_ whole: Whole, using source: inout ArbitrarySource) -> Whole {
        var whole = whole
        for field in fields {
            if let next = field.drawn(whole, &source) as? Whole { whole = next }
        }
        return whole
    }
}

extension Providable {
    /// No field varies: ``variants()`` is `provide()` alone.
    public static var fieldVariations: FieldVariations { FieldVariations() }

    /// The fields `lenses` focus on, then those `empty` focuses on (which `provide()` leaves
    /// `nil` or empty): what a conformance returns as ``Providable/fieldVariations``.
    ///
    /// ```swift
    /// static var fieldVariations: FieldVariations { varying(_name, _role) }
    /// static var fieldVariations: FieldVariations { varying(_name, empty: _mentor) }
    /// ```
    public static func varying<Whole, each Part: Providable, each Empty: Providable>(
        _ lenses: repeat Lens<Whole, each Part>, empty: repeat Lens<Whole, each Empty>
    ) -> FieldVariations {
        FieldVariations(repeat each lenses, empty: repeat each empty)
    }

    /// `provide()`, then, field by field, `provide()` with that field set to each of its
    /// other variants. Nested fields vary up to ``VariantDepth/budget`` levels down.
    static func variantsVaryingFields(_ fields: FieldVariations) -> [Self] {
        VariantDepth.memoized {
            let base = provide()
            return [base] + VariantDepth.nested(or: []) { fields.otherVariants(of: base) }
        }
    }

    /// `provide()` with every listed field set to an arbitrary part, or `provide()` itself
    /// once the depth budget is spent.
    static func arbitraryVaryingFields(_ fields: FieldVariations, using source: inout ArbitrarySource) -> Self {
        source.nested(or: provide()) { source in fields.arbitrary(provide(), using: &source) }
    }
}
