/// A parameter whose default differs from one call to the next: a `UUID` or a `Date`
/// (`id: UUID = UUID()`, `var createdAt = Date()`), optional or not (`createdAt: Date? =
/// .init()`). `provide()` passes such a parameter its provided value rather than leave it
/// out, so that two calls build equal values, as tests and `variants()` expect. A
/// deterministic default of those types (`.distantPast`) loses nothing by it: the provided
/// one is fixed too. An optional defaulted to `nil` is left out, as any other parameter.
///
/// ```swift
/// // struct Note { var id = UUID(); var text: String }
/// VaryingDefaults.isVarying(.standard("UUID", arguments: []), default: "UUID()") // true: `Note(id: Factory<UUID>.provide(), text: …)`
/// ```
enum VaryingDefaults {
    static func isVarying(_ type: ResolvedType?, default expression: String?) -> Bool {
        guard case .standard(let name, let arguments)? = type else { return false }
        if name == "Optional", arguments.count == 1 {
            guard let expression, expression != "nil" else { return false }
            return isVarying(arguments[0], default: expression)
        }
        return arguments.isEmpty && (name == "UUID" || name == "Date")
    }
}
