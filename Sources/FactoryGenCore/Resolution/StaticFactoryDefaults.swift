/// A default that calls a static function of the parameter's own type as an implicit member
/// (`createdAt: Moment = .now()`, `seed: Seed = .fresh(for: "app")`). ``VaryingDefaults``
/// reads such a call as a case or a factory that gives the same value each time, which most
/// are (`.seconds(300)`, `.options()`); one whose body reads `UUID()`, `Date()` or `Date.now`
/// (``FunctionDeclaration/readsVaryingValueAt``, read for every static function that makes a
/// value) stamps the time at each call, and two `provide()` calls that left it built two
/// different values (aws-amplify/amplify-swift's `MutationEvent`, whose `createdAt:
/// Temporal.DateTime = .now()` made every type holding one fail `variants()`'s first law).
///
/// ```swift
/// // struct Moment { static func now() -> Moment { Moment(at: Date()) } }
/// // struct Entry { init(title: String, at: Moment = .now()) }
/// StaticFactoryDefaults.implicitCallName(".now()") // "now": `Entry(title: …, at: Factory<Moment>.provide())`
/// ```
enum StaticFactoryDefaults {
    /// The name an implicit member call at the start of `expression` calls (`now` for
    /// `.now()`, `fresh` for `.fresh(for: x)`), not `init`; `nil` for any other expression.
    static func implicitCallName(_ expression: String) -> Substring? {
        let bytes = expression.utf8
        guard var start = bytes.firstIndex(where: { !isSpace($0) }), bytes[start] == UInt8(ascii: ".") else { return nil }
        start = bytes.index(after: start)
        var end = start
        while end < bytes.endIndex, isNamePart(bytes[end]) { end = bytes.index(after: end) }
        guard end > start, end < bytes.endIndex, bytes[end] == UInt8(ascii: "("),
              !(bytes[start] >= UInt8(ascii: "0") && bytes[start] <= UInt8(ascii: "9")) else { return nil }
        let name = expression[start..<end]
        return name == "init" ? nil : name
    }

    /// Whether a static function of `id` named `name`, in its body or an unconstrained
    /// extension, reads a value that differs between calls. Reached only for a default that
    /// calls one, so the type's members are walked only then.
    static func readsVaryingValue(_ name: Substring, of id: TypeID, table: SymbolTable) -> Bool {
        var found = false
        StaticMembers.forEachScope(of: id, table: table) { members, _, _ in
            guard !found else { return }
            found = members.functions.contains { $0.isStatic && $0.readsVaryingValueAt != nil && $0.name == name }
        }
        return found
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 10 || byte == 13
    }

    private static func isNamePart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
