/// A stored `unowned` reference keeps no object alive: one a made-up argument gives it is
/// released when the call returns, and reading the property traps ("Attempted to read an
/// unowned reference but object … was already destroyed"). A type that holds one, itself or
/// through a superclass of the inputs, is not built. A subclass stores what its superclass's
/// initializer is given (objecthub/swift-markdownkit's block parsers, each a subclass of
/// `BlockParser`, whose `unowned let docParser` they pass on, were built and trapped).
///
/// ```swift
/// // class Step { unowned let plan: Plan; init(plan: Plan) { … } }
/// // final class FirstStep: Step {}
/// UnownedReferences.held(by: firstStep, properties: [], initializers: [], table: table) // "('plan', inherited from 'Step')"
/// ```
enum UnownedReferences {
    /// The first unowned stored property `id` holds, named for the skip reason: its own
    /// `properties` first, then each superclass's declared ones, nearest first; `nil` when none.
    /// `initializers`: the ones the test module can call, through whose parameters alone a
    /// made-up object reaches a private property.
    static func held(by id: TypeID, properties: [StoredProperty], initializers: [CallableInitializer], table: SymbolTable) -> String? {
        if let own = properties.first(where: {
            isUnowned($0.declaration) && !isUnmadeClass($0.type, table: table)
                && !isOutOfReach($0, initializers: initializers, table: table)
        }) { return "'\(own.name)'" }
        // Superclasses only: an extension cannot add stored properties.
        var current = table.superclass(of: id)
        var depth = 0
        while let superclass = current, depth < 32 {
            let members = table[superclass].declaration.members
            if let inherited = members.properties.first(where: { $0.isStored && !$0.isStatic && isUnowned($0) }) {
                return "'\(inherited.name)', inherited from '\(table[superclass].qualifiedName)'"
            }
            current = table.superclass(of: superclass)
            depth += 1
        }
        return nil
    }

    /// Whether the reference is to a class of the inputs that is private or fileprivate,
    /// optional or not: no value factorygen makes is one, nor can an initializer the test module
    /// calls take one, so what the property points to is the type's own (nicklockwood/LRUCache's
    /// `private unowned(unsafe) var head: Container?`, a node of its private linked list, which
    /// starts `nil`: `LRUCache()` was skipped).
    private static func isUnmadeClass(_ type: ResolvedType?, table: SymbolTable) -> Bool {
        var current = type
        if case .standard("Optional", let arguments)? = current, arguments.count == 1 { current = arguments[0] }
        guard case .user(let id, _)? = current else { return false }
        return table[id].effectiveAccess < .internal
    }

    /// Whether a private property refers to a class of the inputs that no parameter of the
    /// callable initializers mentions: no lens sets it, a struct's memberwise initializer is
    /// private with it, so no made-up object can reach it, and what the type's own code puts
    /// there it keeps alive itself (a `Chain` whose `private unowned(unsafe) var last: Link?`
    /// only `add(_:)` sets, `Link` being internal). A parameter of a subclass of it, or of a
    /// protocol, which may be given one, counts as mentioning it.
    private static func isOutOfReach(_ property: StoredProperty, initializers: [CallableInitializer], table: SymbolTable) -> Bool {
        guard (property.declaration.accessLevel ?? .internal) < .internal else { return false }
        var target = property.type
        if case .standard("Optional", let arguments)? = target, arguments.count == 1 { target = arguments[0] }
        guard case .user(let referenced, _)? = target, table[referenced].kind == .class else { return false }
        func mayBe(_ id: TypeID) -> Bool {
            if id == referenced || table[id].kind == .protocol { return true }
            guard table[id].kind == .class else { return false }
            var current = table.superclass(of: id)
            var depth = 0
            while let superclass = current, depth < 32 {
                if superclass == referenced { return true }
                current = table.superclass(of: superclass)
                depth += 1
            }
            return false
        }
        return !initializers.contains { $0.parameterTypes.contains { $0.mentions(where: mayBe) } }
    }

    /// `unowned`, `unowned(safe)` and `unowned(unsafe)`.
    private static func isUnowned(_ property: PropertyDeclaration) -> Bool {
        property.modifiers.contains { $0.hasPrefix("unowned") }
    }
}
