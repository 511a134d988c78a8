/// A parameter whose default calls an initializer of its own type that may trap on the
/// arguments the default leaves it (`credentials: Credentials = .init()`, where
/// `Credentials.init(token: String? = nil)` checks `precondition(token != nil)` and falls back
/// on a setting the test process does not have). `provide()` passes such a parameter its
/// provided value rather than leave it out: the provided value is built to pass those checks
/// (see ``InitializerChoice/checkedValue(for:count:names:spelled:)``), the default is not.
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
            let declared = node.declaredInitializers
            return declared.contains { initializer in
                initializer.failability == .none && !initializer.mayThrow && call.mayCall(initializer.parameters)
                    && (initializer.mayStopAt != nil || InitializerChoice.delegatedTrap(of: initializer, among: declared) != nil)
            }
        default:
            return false
        }
    }

    /// The argument labels of `expression` when it is a call of an initializer of the type named
    /// `typeName` (`.init()`, `.init(token: t)`, `Credentials()`, `Credentials.init(_: x)`),
    /// `"_"` for an unlabeled argument; `nil` for anything else (`.shared`, `make()`).
    /// ``InitializerCall`` reads the call, once `.init(…)` and `Name.init(…)` are written `Name(…)`.
    static func callLabels(_ expression: String, typeName: String) -> [String]? {
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 10 || byte == 13 }
        guard let first = expression.utf8.firstIndex(where: { !isSpace($0) }),
              let last = expression.utf8.lastIndex(where: { !isSpace($0) }) else { return nil }
        var text = String(expression[first...last])
        if text.hasPrefix(".init(") {
            text = typeName + text.dropFirst(5)
        } else if text.hasPrefix(typeName + ".init(") {
            text = typeName + text.dropFirst(typeName.count + 5)
        }
        guard let call = InitializerCall.reading(text), case .nominal(let components) = call.type, components.count == 1,
              components[0].name == typeName, components[0].genericArguments.isEmpty else { return nil }
        return call.labels.map { $0 ?? "_" }
    }
}
