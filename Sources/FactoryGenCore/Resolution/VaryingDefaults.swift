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

    /// Whether the memberwise call passes a defaulted property its provided value because its
    /// default calls `UUID()` or `Date()` inside it (`rows: [Row] = [Row(id: UUID())]`, TCA's
    /// initial states) and its type may be provided. The call that leaves such properties to
    /// their defaults is the fallback: the provided value may need a type that turns out to
    /// have no factory.
    static func isPassed(_ type: ResolvedType?, default expression: String?, values: ValueExpressions, in context: TypeID) -> Bool {
        guard let type, let expression, callsVaryingInitializer(expression), case .options = values.value(of: type, in: context) else { return false }
        return true
    }

    /// `UUID()` or `Date()` called anywhere in `expression`, not as the end of a longer name.
    static func callsVaryingInitializer(_ expression: String) -> Bool {
        let bytes = Array(expression.utf8)
        for name in ["UUID()", "Date()"] {
            let pattern = Array(name.utf8)
            guard bytes.count >= pattern.count else { continue }
            for start in 0...(bytes.count - pattern.count) where bytes[start..<start + pattern.count].elementsEqual(pattern) {
                guard start > 0 else { return true }
                let before = bytes[start - 1]
                let partOfName = before == UInt8(ascii: "_") || (before | 0x20) >= UInt8(ascii: "a") && (before | 0x20) <= UInt8(ascii: "z")
                    || before >= UInt8(ascii: "0") && before <= UInt8(ascii: "9")
                if !partOfName { return true }
            }
        }
        return false
    }
}
