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

    /// Whether `id` or a parent is deprecated, read from the table: for a stage that runs before
    /// the table of every type is made, on the few types it asks about.
    static func isDeprecated(_ id: TypeID, table: SymbolTable) -> Bool {
        var current: TypeID? = id
        while let type = current {
            if table[type].declaration.attributes.contains(where: \.isDeprecated) { return true }
            current = table[type].parent
        }
        return false
    }

    /// Whether an enum case with these attributes is kept out of `id`'s generated code:
    /// unavailable or obsoleted, or deprecated while `id` is not. A deprecated type's
    /// extensions are marked deprecated, and there its deprecated cases warn no more (swift-docc's
    /// `TitleStyle`, deprecated with each of its cases, renamed at once).
    /// Walks `id`'s parents, not every type: few cases have attributes at all.
    static func keepsOut(_ attributes: [Attribute], of id: TypeID, table: SymbolTable) -> Bool {
        guard attributes.contains(where: \.isUnavailableOrDeprecated) else { return false }
        let deprecatedOnly = attributes.allSatisfy { !$0.isUnavailableOrDeprecated || ($0.isDeprecated && !$0.isUnavailableOrObsoleted) }
        guard deprecatedOnly else { return true }
        var current: TypeID? = id
        while let type = current {
            if table[type].declaration.attributes.contains(where: \.isDeprecated) { return false }
            current = table[type].parent
        }
        return true
    }

    /// Whether `type` names a deprecated type anywhere, closures' signatures included.
    func mentionsDeprecated(_ type: ResolvedType) -> Bool {
        type.mentions(where: isDeprecated)
    }
}
