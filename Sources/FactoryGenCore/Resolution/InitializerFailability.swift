/// Whether an initializer call written as an initial value surely gives its type and not an
/// optional, so that the value's type may be inferred from the call (``InitialValueType``).
///
/// `var home = URL(string: "…")` is a `URL?` and `static let fallback = Region(code: "NZ")` a
/// `Region?` when `Region` has only `init?(code:)`: a lens or a static constant taken for the
/// bare type does not compile. When it cannot tell, it says the call may fail: the property
/// then has no known type (no lens), which is safe, where a wrong type breaks the output.
enum InitializerFailability {
    /// Calls to standard types with arguments that never fail. A short list on purpose: most
    /// standard initializers that take arguments can (`URL(string:)`, `UUID(uuidString:)`,
    /// `Int("8080")`, `Double(text)`), and an unlabeled argument may be a `String` that does not
    /// parse, so none is listed.
    static let nonFailingStandardCalls: Set<String> = [
        "Date(timeIntervalSince1970:)", "Date(timeIntervalSinceReferenceDate:)", "Date(timeIntervalSinceNow:)",
        "Array(repeating:count:)", "String(repeating:count:)", "String(describing:)",
    ]

    /// Whether `call`, whose callee resolved to `type`, cannot fail.
    static func cannotFail(_ call: InitializerCall, of type: ResolvedType, table: SymbolTable) -> Bool {
        switch type {
        case .user(let id, _):
            return declaredCannotFail(labels: call.labels, of: id, table: table)
        case .standard(let name, _):
            // `Date()`, `UUID()`, `Double()`, `[String]()`: no standard type has an `init?()`.
            // Its other initializers are not in the inputs, so only the listed ones are known.
            return call.labels.isEmpty || nonFailingStandardCalls.contains(signature(name, labels: call.labels))
        default:
            return false
        }
    }

    /// `Date(timeIntervalSince1970:)`, as ``nonFailingStandardCalls`` lists it.
    static func signature(_ name: String, labels: [String?]) -> String {
        name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    /// A type of the inputs: no initializer the call may select is `init?` or `init!`. Those it
    /// may select take its labels; when none does, the call selects one the inputs do not
    /// declare (the memberwise one, an implicit `init()`, one from a protocol extension or a
    /// superclass outside the inputs), and it cannot fail only if none of the declared ones can
    /// either: which overload Swift picks is not worked out here.
    private static func declaredCannotFail(labels: [String?], of id: TypeID, table: SymbolTable) -> Bool {
        // An enum with raw values has an implicit `init?(rawValue:)`, declared nowhere.
        if table[id].kind == .enum, labels == ["rawValue"] { return false }
        var initializers: [InitializerDeclaration] = []
        var current: TypeID? = id
        // A class inherits its superclass's initializers; the bound guards against a cycle in
        // code that does not compile.
        var depth = 0
        while let type = current, depth < 64 {
            let node = table[type]
            initializers += node.declaration.members.initializers
            for extensionDeclaration in node.extensions { initializers += extensionDeclaration.members.initializers }
            current = node.kind == .class ? table.superclass(of: type) : nil
            depth += 1
        }
        let matching = initializers.filter { accepts($0.parameters, labels: labels) }
        return (matching.isEmpty ? initializers : matching).allSatisfy { $0.failability == .none }
    }

    /// Whether a call with `labels` fits `parameters`: each argument takes the next parameter
    /// with its label, a variadic one the unlabeled arguments after it too, and the parameters
    /// it passes over have defaults.
    static func accepts(_ parameters: [Parameter], labels: [String?]) -> Bool {
        var argument = 0
        for parameter in parameters {
            if argument < labels.count, labels[argument] == parameter.label {
                argument += 1
                if parameter.isVariadic {
                    while argument < labels.count, labels[argument] == nil { argument += 1 }
                }
            } else if !parameter.hasDefault, !parameter.isVariadic {
                return false
            }
        }
        return argument == labels.count
    }
}
