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
/// UnownedReferences.held(by: firstStep, properties: [], table: table) // "('plan', inherited from 'Step')"
/// ```
enum UnownedReferences {
    /// The first unowned stored property `id` holds, named for the skip reason: its own
    /// `properties` first, then each superclass's declared ones, nearest first; `nil` when none.
    static func held(by id: TypeID, properties: [StoredProperty], table: SymbolTable) -> String? {
        if let own = properties.first(where: { isUnowned($0.declaration) }) { return "'\(own.name)'" }
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

    /// `unowned`, `unowned(safe)` and `unowned(unsafe)`.
    private static func isUnowned(_ property: PropertyDeclaration) -> Bool {
        property.modifiers.contains { $0.hasPrefix("unowned") }
    }
}
