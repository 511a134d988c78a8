/// A parameter whose default calls an initializer of its own type that may trap on the
/// arguments the default leaves it (`credentials: Credentials = .init()`, where
/// `Credentials.init(token: String? = nil)` checks `precondition(token != nil)` and falls back
/// on a setting the test process does not have). `provide()` passes such a parameter its
/// provided value rather than leave it out: the provided value is built to pass those checks
/// (see ``InitializerChoice/nonEmptyText(for:)``), the default is not.
///
/// ```swift
/// // struct Client { init(credentials: Credentials = .init()) { … } }
/// TrappingDefaults.traps(credentialsType, default: ".init()", table: table) // true: `Client(credentials: Factory<Credentials>.provide())`
/// ```
enum TrappingDefaults {
    static func traps(_ type: ResolvedType?, default expression: String?, table: SymbolTable) -> Bool {
        guard let type, let expression else { return false }
        switch type {
        case .standard("Optional", let arguments) where arguments.count == 1:
            return expression != "nil" && traps(arguments[0], default: expression, table: table)
        case .user(let id, _):
            let node = table[id]
            guard let labels = callLabels(expression, typeName: node.declaration.name) else { return false }
            let call = InitializerDelegation(labels: labels, location: node.declaration.location)
            let declared = node.declaration.members.initializers + node.extensions.flatMap(\.members.initializers)
            return declared.contains { initializer in
                initializer.failability == .none && initializer.throwsClause == nil && call.mayCall(initializer.parameters)
                    && (initializer.mayStopAt != nil || InitializerChoice.delegatedTrap(of: initializer, among: declared) != nil)
            }
        default:
            return false
        }
    }

    /// The argument labels of `expression` when it is a call of an initializer of the type named
    /// `typeName` (`.init()`, `.init(token: t)`, `Credentials()`, `Credentials.init(_: x)`),
    /// `"_"` for an unlabeled argument; `nil` for anything else (`.shared`, `make()`).
    static func callLabels(_ expression: String, typeName: String) -> [String]? {
        var text = Substring(expression.trimmingWhitespace())
        if text.hasPrefix(".init(") {
            text = text.dropFirst(5)
        } else if text.hasPrefix(typeName + ".init(") {
            text = text.dropFirst(typeName.count + 5)
        } else if text.hasPrefix(typeName + "(") {
            text = text.dropFirst(typeName.count)
        } else {
            return nil
        }
        // `text` is `(…)`: split the inside at its top-level commas.
        guard text.last == ")" else { return nil }
        let inside = Array(text.dropFirst().dropLast().utf8)
        var labels: [String] = []
        var depth = 0, inString = false, start = 0
        func label(_ bytes: ArraySlice<UInt8>) -> String? {
            let argument = String(decoding: bytes, as: UTF8.self).trimmingWhitespace()
            guard !argument.isEmpty else { return nil }
            if let colon = argument.firstIndex(of: ":"), argument[argument.index(after: colon)...].first != ":" {
                let name = argument[..<colon].trimmingWhitespace()
                if !name.isEmpty, name.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) { return name }
            }
            return "_"
        }
        for (index, byte) in inside.enumerated() {
            if byte == UInt8(ascii: "\"") { inString.toggle() }
            if inString { continue }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                labels.append(label(inside[start..<index]) ?? "_")
                start = index + 1
            default: break
            }
            // A closing parenthesis before the end: not one call (`Credentials().withHost(h)`).
            if depth < 0 { return nil }
        }
        if let last = label(inside[start...]) { labels.append(last) } else if !labels.isEmpty { return nil }
        return labels
    }
}

private extension StringProtocol {
    func trimmingWhitespace() -> String {
        let characters = Array(self)
        guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
              let last = characters.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(characters[first...last])
    }
}
