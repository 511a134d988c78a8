/// Classes from outside the inputs that a subclass cannot be initialized through: a class of
/// the inputs below one (directly, or through classes of the inputs) gets no `init()`, which
/// would not compile ("cannot be constructed because it has no accessible initializers"),
/// but a warning that says why and names the fix.
///
/// Any other superclass from outside the inputs (`NSObject`) is taken to have `init()`.
///
/// ```swift
/// // final class Store: ManagedBuffer<Int, Int> {}
/// UninitializableSuperclasses.problem(of: store, table: table)
/// // "inherits from ManagedBuffer, which has no initializer the test module can call (…)"
/// ```
enum UninitializableSuperclasses {
    /// The standard library's name of each such class, with how its instances are made.
    private static let known: [String: String] = [
        "ManagedBuffer": "its instances are made with `create(minimumCapacity:makingHeaderWith:)`",
    ]

    /// Why `id` cannot be initialized, when its topmost superclass among the inputs (or `id`
    /// itself) inherits from one of ``known``; `nil` otherwise.
    static func problem(of id: TypeID, table: SymbolTable) -> String? {
        var root = id
        for _ in 0..<32 {
            guard let superclass = table.superclass(of: root) else { break }
            root = superclass
        }
        let node = table[root]
        guard node.kind == .class, let first = node.declaration.inheritedTypes.first, case .nominal(let components) = first,
              let name = components.last?.name, let how = known[name],
              components.count == 1 || (components.count == 2 && components[0].name == "Swift") else { return nil }
        // A type of the inputs named like it, unqualified, is not the standard one.
        let parentContext = LookupContext(chain: Array(node.context.chain.dropFirst()), module: node.context.module)
        guard components.count == 2 || !table.mayNameDeclaration(first, in: parentContext) else { return nil }
        return "inherits from " + name + ", which has no initializer the test module can call (" + how + ")"
    }
}
