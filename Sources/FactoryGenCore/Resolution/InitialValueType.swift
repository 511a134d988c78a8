/// The type of a property whose type is not written, from its initial value: `0` is `Int`,
/// `1.5` `Double`, `"a"` `String`, `true` `Bool`, and an initializer call that cannot fail
/// (``InitializerCall``, ``InitializerFailability``) its callee's type: `Date()`, `[String]()`,
/// `Region(code: "NZ")` when no `Region` initializer taking `code:` is failable; a few reads of
/// a new identifier or the time (`UUID().uuidString` is `String`, `Date.now` `Date`).
///
/// `nil` when it is not sure: the generated file must compile, and a lens or a static constant
/// of a wrong type does not, where a missing one only leaves the property without a lens.
enum InitialValueType {
    static func of(_ initialValue: String?, lookup: NameLookup, context: LookupContext) -> ResolvedType? {
        guard let text = initialValue, let first = text.utf8.first else { return nil }
        if text == "true" || text == "false" { return .standard("Bool", arguments: []) }
        if first == UInt8(ascii: "\"") { return .standard("String", arguments: []) }
        let digits = text.utf8.drop { $0 == UInt8(ascii: "-") }
        if let leading = digits.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(leading) {
            let isNumber = digits.allSatisfy { byte in
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
            }
            guard isNumber else { return nil }
            return .standard(digits.contains(UInt8(ascii: ".")) ? "Double" : "Int", arguments: [])
        }
        if let read = varyingReads[text] {
            // Unless the inputs declare their own `UUID` or `Date`, whose members are unknown.
            guard case .standard = lookup.resolve(.nominal([TypeComponent(name: read.base)]), in: context) else { return nil }
            return .standard(read.type, arguments: [])
        }
        if first == UInt8(ascii: "["), text.utf8.last == UInt8(ascii: "]") {
            return ofLiteral(text, lookup: lookup, context: context)
        }
        return ofCall(text, lookup: lookup, context: context, forceUnwrapped: false)
    }

    /// An array literal whose elements all have one sure type `T` is a `[T]`, and a dictionary
    /// literal whose keys have one and values another `[K: V]`, as Swift infers them without a
    /// context (`var chores = [Chore(title: "sweep"), Chore(title: "dust")]`), so that a default
    /// made of values that differ between calls can be passed a provided one. Elements of
    /// several types (`[1, 2.5]` is a `[Double]`, `[dog, cat]` perhaps an `[Animal]`), or none
    /// (`[]`), are not sure.
    private static func ofLiteral(_ text: String, lookup: NameLookup, context: LookupContext) -> ResolvedType? {
        if let elements = CollectionLiteral.elements(of: text) {
            guard let element = commonType(of: elements, lookup: lookup, context: context) else { return nil }
            return .standard("Array", arguments: [element])
        }
        guard let entries = CollectionLiteral.entries(of: text),
              let key = commonType(of: entries.map(\.key), lookup: lookup, context: context),
              let value = commonType(of: entries.map(\.value), lookup: lookup, context: context) else { return nil }
        return .standard("Dictionary", arguments: [key, value])
    }

    private static func commonType(of texts: [String], lookup: NameLookup, context: LookupContext) -> ResolvedType? {
        guard let first = texts.first, let type = of(first, lookup: lookup, context: context) else { return nil }
        return texts.dropFirst().allSatisfy({ of($0, lookup: lookup, context: context) == type }) ? type : nil
    }

    /// A new identifier or the current time, or a standard member of one, as identifiers and
    /// timestamps are written (`var id = UUID().uuidString`, `var createdAt = Date.now`): the
    /// property is typed, so that `provide()` can pass it a provided value rather than leave
    /// it to a default that differs on every call (``VaryingDefaults``), and it gets a lens.
    private static let varyingReads: [String: (base: String, type: String)] = [
        "UUID().uuidString": ("UUID", "String"),
        "UUID().uuidString.lowercased()": ("UUID", "String"),
        "Date.now": ("Date", "Date"),
        "Date().timeIntervalSince1970": ("Date", "Double"),
        // Whole seconds (Adyen's analytics events): `Int(_:)` of a `String` could fail, of this `Double` not.
        "Int(Date().timeIntervalSince1970)": ("Date", "Int"),
    ]

    /// The type a constant's value evidently has (``StaticConstantChoice``, ``ModuleConstants``):
    /// an initializer call's, read through a `try!` before it, which stops at an error and
    /// leaves the type as it is, and a `!` after it.
    static func ofConstant(_ value: String, lookup: NameLookup, context: LookupContext) -> ResolvedType? {
        var value = value[...]
        if value.hasPrefix("try!") { value = value.dropFirst(4).drop(while: \.isWhitespace) }
        let forceUnwrapped = value.hasSuffix("!")
        if forceUnwrapped { value = value.dropLast() }
        return ofCall(String(value), lookup: lookup, context: context, forceUnwrapped: forceUnwrapped)
    }

    /// The type `text`, an initializer call, gives: its callee's, when the call cannot fail or
    /// when it is `forceUnwrapped` (the caller removed a trailing `!`, as in
    /// `static let get = Method(rawValue: "GET")!`).
    static func ofCall(_ text: String, lookup: NameLookup, context: LookupContext, forceUnwrapped: Bool) -> ResolvedType? {
        guard let call = InitializerCall.reading(text) else { return nil }
        let resolved = lookup.resolve(call.type, in: context)
        switch resolved {
        case .user(let id, _):
            // `Box(value: 1)` is a `Box<Int>`, the arguments inferred from the call, which is
            // not worked out here: a generic type counts only with its arguments written.
            if !lookup.table.genericParametersInScope(of: id).isEmpty, !writesGenericArguments(call.type) { return nil }
        case .standard:
            break
        default:
            // A type outside the inputs and the standard ones: its initializers are unknown.
            return nil
        }
        guard forceUnwrapped || InitializerFailability.cannotFail(call, of: resolved, table: lookup.table) else { return nil }
        return resolved
    }

    private static func writesGenericArguments(_ type: TypeSyntax) -> Bool {
        guard case .nominal(let components) = type else { return true }
        return components.contains { !$0.genericArguments.isEmpty }
    }
}
