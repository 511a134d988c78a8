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
        guard node.kind == .class, let first = node.declaration.inheritedTypes.first else { return nil }
        let parentContext = LookupContext(chain: Array(node.context.chain.dropFirst()), module: node.context.module, fileID: node.context.fileID)
        guard let name = knownClass(first, in: parentContext, table: table), let how = known[name] else { return nil }
        return "inherits from " + name + ", which has no initializer the test module can call (" + how + ")"
    }

    /// The name of the class of ``known`` that `written` names, directly or through typealiases
    /// of the inputs (swift-collections' `typealias _RawHashStorage = ManagedBuffer<…>`).
    private static func knownClass(_ written: TypeSyntax, in context: LookupContext, table: SymbolTable, depth: Int = 0) -> String? {
        guard depth < 8, case .nominal(let components) = written, let name = components.last?.name else { return nil }
        if components.count == 2, components[0].name == "Swift" { return known[name] != nil ? name : nil }
        guard components.count == 1 else { return nil }
        // A type of the inputs named like it, unqualified, is not the standard one.
        switch table.lookupUnqualified(name, in: context) {
        case nil: return known[name] != nil ? name : nil
        case .alias(let alias): return knownClass(table.aliases[alias.index].declaration.target, in: table.aliases[alias.index].context, table: table, depth: depth + 1)
        case .type: return nil
        }
    }
}
