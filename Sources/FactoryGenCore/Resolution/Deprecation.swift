/// Which types of the inputs are deprecated (`@available(*, deprecated)` on them or on a
/// parent), so that generated code mentioning one is marked deprecated too: that is the only way
/// Swift lets code use a deprecated type without a warning. A deprecated type's own extensions
/// are marked; in another type's, only the members that mention it are (a deprecated
/// conformance would warn in every test that uses it).
///
/// ```swift
/// // @available(*, deprecated) struct Legacy {}; struct Order { var legacy: Legacy? }
/// deprecation.isDeprecated(legacy)          // true
/// deprecation.mentionsDeprecated(fieldType) // true: `Order._legacy` is marked deprecated
/// ```
struct Deprecation {
    private let deprecated: [Bool]

    init(table: SymbolTable) {
        var deprecated: [Bool] = []
        for node in table.nodes {
            let own = node.declaration.attributes.contains(where: \.isDeprecated)
            deprecated.append(own || (node.parent.map { deprecated[$0.index] } ?? false))
        }
        self.deprecated = deprecated
    }

    func isDeprecated(_ id: TypeID) -> Bool { deprecated[id.index] }

    /// Whether `type` names a deprecated type anywhere, closures' signatures included.
    func mentionsDeprecated(_ type: ResolvedType) -> Bool {
        type.mentions(where: isDeprecated)
    }
}
