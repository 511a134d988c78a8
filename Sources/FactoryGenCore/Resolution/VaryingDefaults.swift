/// A parameter whose default differs from one call to the next: a `UUID` or a `Date`
/// (`id: UUID = UUID()`, `var createdAt = Date()`). `provide()` passes such a parameter its
/// provided value rather than leave it out, so that two calls build equal values, as tests
/// and `variants()` expect. A deterministic default of those types (`.distantPast`) loses
/// nothing by it: the provided one is fixed too.
///
/// ```swift
/// // struct Note { var id = UUID(); var text: String }
/// VaryingDefaults.isVarying(.standard("UUID", arguments: [])) // true: `Note(id: Factory<UUID>.provide(), text: …)`
/// ```
enum VaryingDefaults {
    static func isVarying(_ type: ResolvedType?) -> Bool {
        guard case .standard(let name, let arguments)? = type, arguments.isEmpty else { return false }
        return name == "UUID" || name == "Date"
    }
}
