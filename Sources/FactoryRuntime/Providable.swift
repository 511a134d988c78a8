/// A type that can build a complete default value of itself, for tests.
///
/// factorygen generates a conformance for every struct, class and enum it can build, and
/// FactoryRuntime provides the standard types (see the README table for every value). Ask for a
/// value through ``Factory`` so a reader sees that a test fixture is being built:
///
/// ```swift
/// extension UserId: Providable {
///     static func provide() -> UserId {
///         UserId(value: Factory<String>.provide())
///     }
/// }
///
/// let id = Factory<UserId>.provide()            // UserId(value: "")
/// let cases = Factory<LoadingState>.variants()  // provide() first, then every other case
/// let any = Factory<UserId>.arbitrary(seed: 42) // the same varied value on every machine
/// ```
///
/// Only ``provide()`` must be written: ``variant(_:)`` and ``arbitrary(using:)`` vary the
/// fields ``fieldVariations`` lists, which are none by default.
public protocol Providable {
    /// A complete default value. The same value every call, so tests are reproducible.
    static func provide() -> Self

    /// The variant at `index` of ``variants()``, or `nil` past the last. (A requirement by
    /// index, since a non-final class cannot return `[Self]` from one.)
    static func variant(_ index: Int) -> Self?

    /// A varied value drawn from `source`: the same source state gives the same value.
    static func arbitrary(using source: inout ArbitrarySource) -> Self

    /// The fields ``variants()`` and ``arbitrary(using:)`` vary by default, through lenses
    /// (see ``FieldVariations``); none unless a conformance lists them.
    static var fieldVariations: FieldVariations { get }
}

extension Providable {
    /// `provide()`, then `provide()` with each of ``Providable/fieldVariations`` set to each of its other
    /// variants; `provide()` alone for a type that lists no fields.
    public static func variant(_ index: Int) -> Self? {
        let fields = fieldVariations
        guard !fields.isEmpty else { return index == 0 ? provide() : nil }
        return variant(index, of: variantsVaryingFields(fields))
    }

    /// `provide()` with each of ``Providable/fieldVariations`` arbitrary; for a type that lists no fields,
    /// one of ``variants()``, uniformly (a case of an enum whose payloads need no drawing).
    public static func arbitrary(using source: inout ArbitrarySource) -> Self {
        let fields = fieldVariations
        guard fields.isEmpty else { return arbitraryVaryingFields(fields, using: &source) }
        let all = variants()
        return all.count > 1 ? all[source.choose(all.count)] : provide()
    }

    /// ``provide()`` first, then values that each differ from it in one choice: every case of
    /// an enum, both values of a `Bool`, `nil` and a value of an optional, an empty and a
    /// non-empty collection. Finite and the same every call.
    public static func variants() -> [Self] {
        VariantDepth.memoized {
            var all: [Self] = []
            while let next = variant(all.count) { all.append(next) }
            return all
        }
    }

    /// The element at `index` of `all`, or `nil`: ``variant(_:)`` for a type that lists its
    /// variants.
    public static func variant(_ index: Int, of all: [Self]) -> Self? {
        all.indices.contains(index) ? all[index] : nil
    }
}
