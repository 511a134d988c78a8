/// What an initializer's delegations reach: the traps of the initializers it hands on to with
/// `self.init(…)` or `super.init(…)`, and the number checks of a superclass's.
extension InitializerChoice {
    /// Where `initializer` may trap through its `self.init(…)` calls, followed along `declared`
    /// (the type's initializers) however deep they chain: at the first trap of a delegate that
    /// cannot fail, or at the call of one that can, which only `!` or `try!` lets a
    /// non-failable initializer call. A call whose labels fit several initializers counts each.
    static func delegatedTrap(of initializer: InitializerDeclaration, among declared: [InitializerDeclaration]) -> SourceLocation? {
        guard !initializer.delegations.isEmpty else { return nil }
        var visited: Set<SourceLocation> = [initializer.location]
        func trap(of delegating: InitializerDeclaration) -> SourceLocation? {
            for delegation in delegating.delegations {
                for target in declared where delegation.mayCall(target.parameters) && visited.insert(target.location).inserted {
                    if target.failability != .none || target.mayThrow { return delegation.location }
                    if let stop = target.mayStopAt ?? trap(of: target) { return stop }
                }
            }
            return nil
        }
        return trap(of: initializer)
    }

    /// Where `initializer`, of class `id`, reaches a trap through `super.init(…)`: at the call
    /// of a superclass initializer that may fail, throw or trap, itself or through a
    /// delegation, a top-level function or its own superclass. A subclass that hands its
    /// arguments on (`super.init(fromPath: fromPath)`) may trap as the base class does.
    static func superclassTrap(of initializer: InitializerDeclaration, in id: TypeID, table: SymbolTable, depth: Int = 0) -> SourceLocation? {
        guard !initializer.superDelegations.isEmpty, depth < 32, let superclass = table.superclass(of: id) else { return nil }
        let node = table[superclass]
        let declared = node.declaredInitializers
        for delegation in initializer.superDelegations {
            for target in declared where delegation.mayCall(target.parameters) {
                if target.failability != .none || target.mayThrow || target.mayStopAt != nil
                    || table.trappingFunctions.firstCall(in: target, of: superclass, table: table) != nil || delegatedTrap(of: target, among: declared) != nil
                    || superclassTrap(of: target, in: superclass, table: table, depth: depth + 1) != nil {
                    return delegation.location
                }
            }
        }
        return nil
    }

    /// The value that passes a superclass initializer's comparison of the number `initializer`
    /// hands it as it is, under its own name, `super.init(base: base)` to one that checks
    /// `base >= 2`, however deep the chain: Alamofire's `ConnectionLostRetryPolicy` hands its
    /// `exponentialBackoffBase` to `RetryPolicy`, whose `precondition` a made-up `1` failed.
    static func superclassCheckedNumber(of name: String, in initializer: InitializerDeclaration, of id: TypeID,
                                        table: SymbolTable, depth: Int = 0) -> Int? {
        guard !initializer.superDelegations.isEmpty, depth < 32, !initializer.parametersNotStoredAsGiven.contains(name),
              let superclass = table.superclass(of: id) else { return nil }
        let declared = table[superclass].declaredInitializers
        for delegation in initializer.superDelegations where delegation.labels.contains(name) {
            for target in declared where delegation.mayCall(target.parameters) {
                guard let parameter = target.parameters.first(where: { $0.label == name }) else { continue }
                let inner = parameter.name ?? name
                if let passes = target.checkedNumbers.first(where: { $0.parameter == inner })?.passes
                    ?? table.trappingFunctions.checkedNumber(of: inner, in: target)
                    ?? superclassCheckedNumber(of: inner, in: target, of: superclass, table: table, depth: depth + 1) {
                    return passes
                }
            }
        }
        return nil
    }
}
