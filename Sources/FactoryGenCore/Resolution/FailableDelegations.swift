/// Whether a failable initializer that hands on to others fails anywhere.
///
/// A failable initializer whose body has no way of its own to fail but calls `self.init(…)` or
/// `super.init(…)` fails where the initializer it calls does. livekit/client-sdk-swift's
/// statistics classes each read optional fields from a dictionary and call their superclass's
/// `init?(id:type:timestamp:)`, which only stores: none of the twenty can fail, but they were
/// taken as ones that might, and were left out ("only failable or throwing initializers").
/// When every initializer such a call may reach (by its labels, among the type's own for
/// `self.init`, its superclass's for `super.init`) can neither fail nor trap, followed however
/// deep the calls chain, the initializer is called with `!` as one whose body cannot fail is.
///
/// A call that fits no initializer of the inputs (`super.init()` to a class of another module)
/// is not known, and counts as one that may fail; so does a subclass's failable initializer
/// reached with no `super.init` of its own, which calls its superclass's `init()` implicitly.
/// A subclass's initializer whose every path ends so is called even though the type is not
/// the root of its hierarchy (``TypeFactsBuilder``).
enum FailableDelegations {
    /// Whether `initializer`, of the type `id` whose initializers are `declared`, fails only
    /// through its `self.init(…)` and `super.init(…)` calls, and none of those can fail or trap.
    /// The parser records those calls of a failable initializer only when its body has no way
    /// of its own to fail (``InitializerDeclaration/superDelegations``).
    static func failsNowhere(
        _ initializer: InitializerDeclaration, among declared: [InitializerDeclaration], in id: TypeID, table: SymbolTable, depth: Int = 0
    ) -> Bool {
        guard depth < 32, !initializer.delegations.isEmpty || !initializer.superDelegations.isEmpty else { return false }
        for delegation in initializer.delegations {
            let targets = declared.filter { $0.location != initializer.location && delegation.mayCall($0.parameters) }
            guard !targets.isEmpty, targets.allSatisfy({ isSafe($0, among: declared, in: id, table: table, depth: depth + 1) }) else {
                return false
            }
        }
        guard !initializer.superDelegations.isEmpty else { return true }
        guard let superclass = table.superclass(of: id) else { return false }
        let node = table[superclass]
        let inherited = node.declaredInitializers
        for delegation in initializer.superDelegations {
            let targets = inherited.filter { delegation.mayCall($0.parameters) }
            guard !targets.isEmpty, targets.allSatisfy({ isSafe($0, among: inherited, in: superclass, table: table, depth: depth + 1) }) else {
                return false
            }
        }
        return true
    }

    /// A delegate that can neither fail nor trap: a failable one whose body cannot fail, itself
    /// or through its own delegations, or one that is not failable and traps nowhere
    /// (its body, a top-level function it calls, its own delegations and superclass).
    private static func isSafe(
        _ target: InitializerDeclaration, among declared: [InitializerDeclaration], in id: TypeID, table: SymbolTable, depth: Int
    ) -> Bool {
        guard !target.mayThrow else { return false }
        if target.failability != .none {
            // A subclass's body without `super.init` calls its superclass's `init()` implicitly,
            // which may fail: only a root class's (or a struct's) cannot.
            return target.neverReturnsNil && table.superclass(of: id) == nil
                || failsNowhere(target, among: declared, in: id, table: table, depth: depth)
        }
        return target.mayStopAt == nil && table.trappingFunctions.firstCall(in: target, of: id, table: table) == nil
            && InitializerChoice.delegatedTrap(of: target, among: declared) == nil
            && InitializerChoice.superclassTrap(of: target, in: id, table: table, depth: depth) == nil
    }
}
