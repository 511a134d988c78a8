/// Which initializers of the `ExpressibleBy…Literal` protocols may be called after all. Most are
/// left out (``InitializerChoice/isLiteralInitializer(_:)``): made for the literals an author
/// writes, they often parse them and trap on any other (`Version(stringLiteral: "")`). One that
/// only keeps what it is given cannot: the type is then built through it, after every other way,
/// rather than skipped. Declaring it in the type's body takes the memberwise initializer away,
/// so it is often the only way in (swiftlang/swift-format's `Finding.Message`). So can one that
/// only hands its argument on to another initializer of the type that cannot trap: a
/// collection's `init(arrayLiteral:)` that calls its private initializer with the list
/// (nikitabobko/AeroSpace's `ArrSlice`, held by each of its command types).
///
/// ```swift
/// // struct Label: ExpressibleByStringLiteral {
/// //     var text: String
/// //     init(stringLiteral text: String) { self.text = text }   // kept: Label(stringLiteral: …)
/// // }
/// // struct Reel<Frame>: ExpressibleByArrayLiteral {
/// //     init(arrayLiteral frames: Frame...) { self.init(frames, offset: 0) }   // kept too
/// //     private init(_ frames: [Frame], offset: Int) { … }                    // when this cannot trap
/// // }
/// // struct Version: ExpressibleByStringLiteral {
/// //     init(stringLiteral value: String) { self = Version(parsing: value)! }   // still left out
/// // }
/// ```
enum LiteralInitializers {
    /// Whether `initializer` is a literal protocol's whose body only stores its argument as it
    /// is (`self.text = string`, ``InitializerDeclaration/storesOnlyItsParameters``): nothing
    /// there can trap, fail or change it. A variadic one (`init(arrayLiteral elements:
    /// Option...) { options = elements }`, a collection wrapper's only initializer) is called as
    /// any variadic initializer is: its list left empty when no other initializer fits that
    /// call, one element passed otherwise (``InitializerOverloads``).
    static func keepsItsArgument(_ initializer: InitializerDeclaration) -> Bool {
        InitializerChoice.isLiteralInitializer(initializer) && initializer.failability == .none && !initializer.mayThrow
            && initializer.storesOnlyItsParameters
    }

    /// Whether `initializer` is a literal protocol's whose body only hands its argument on,
    /// one `self.init(…)` statement (``InitializerDeclaration/onlyDelegates``) with no trap of
    /// its own (a force unwrap, an index, a helper or another type's initializer that may
    /// trap), to initializers of `owner` (among `declared`, private ones included) that can
    /// neither fail, throw nor trap, however deep they chain; a literal one reached must keep
    /// or hand on its argument so too. A call that fits none of them reaches a struct's
    /// memberwise initializer, which only stores, when its labels name stored properties
    /// (`properties`) and the body declares no initializer. Read only for the rare literal
    /// initializer that does not store its argument itself.
    static func handsOnSafely(
        _ initializer: InitializerDeclaration, among declared: [InitializerDeclaration], owner: TypeID,
        properties: [StoredProperty], table: SymbolTable
    ) -> Bool {
        guard initializer.onlyDelegates, InitializerChoice.isLiteralInitializer(initializer), initializer.failability == .none,
              !initializer.mayThrow, initializer.mayStopAt == nil else { return false }
        let node = table[owner]
        func trapsItself(_ candidate: InitializerDeclaration) -> Bool {
            candidate.mayStopAt != nil || table.trappingFunctions.firstCall(in: candidate, of: owner, table: table) != nil
                || HandOffTraps.firstTrap(of: candidate, owner: owner, in: node.context, table: table) != nil
                || InitializerChoice.superclassTrap(of: candidate, in: owner, table: table) != nil
        }
        if trapsItself(initializer) { return false }
        var visited: Set<SourceLocation> = [initializer.location]
        var pending = [initializer]
        while let delegating = pending.popLast() {
            for delegation in delegating.delegations {
                var fits = false
                for target in declared where delegation.mayCall(target.parameters) {
                    fits = true
                    guard visited.insert(target.location).inserted else { continue }
                    guard target.failability == .none, !target.mayThrow, !trapsItself(target),
                          !InitializerChoice.isLiteralInitializer(target) || target.storesOnlyItsParameters || target.onlyDelegates
                    else { return false }
                    pending.append(target)
                }
                if !fits && !reachesMemberwise(delegation, of: node, properties: properties) { return false }
            }
        }
        return true
    }

    /// Whether `delegation`, which fits no declared initializer, calls the memberwise one Swift
    /// synthesizes for a struct whose body declares none: each label names a stored property.
    private static func reachesMemberwise(_ delegation: InitializerDelegation, of node: TypeNode, properties: [StoredProperty]) -> Bool {
        guard node.kind == .struct, node.declaration.members.initializers.isEmpty else { return false }
        return delegation.labels.allSatisfy { label in properties.contains { $0.isParameter && $0.declaration.name == label } }
    }
}
