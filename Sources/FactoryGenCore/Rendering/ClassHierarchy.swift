/// Which generated classes inherit from which, so that a class hierarchy gets one
/// `Providable` conformance (on its root) whose `provide()` builds the requested subclass.
struct ClassHierarchy {
    /// For each plan type index, the index of its superclass, when that is a generated class:
    /// the subclass then inherits the conformance and gets none of its own (Swift allows one).
    var superclass: [Int: Int] = [:]
    private var children: [Int: [Int]] = [:]
    /// The generic classes among the subclasses that the root's `provide()` cannot name.
    private var generic: Set<Int> = []
    /// The generic subclasses the root's `provide()` cannot name that build themselves, in an
    /// extension of their own where their parameters are in scope (`ProvidableSubclass`): each
    /// unnamed generic class with no unnamed generic class above it, which already conforms.
    private(set) var selfProviding: Set<Int> = []
    /// The roots whose `provide()` asks `Self` whether it builds itself.
    private(set) var askingSubclasses: Set<Int> = []
    /// For each self-providing class, the generic classes below it that its extension names as
    /// the root's names its own: they inherit its `ProvidableSubclass` conformance, and Swift
    /// refuses them one of their own.
    private var namedBySelfProviding: [Int: Set<Int>] = [:]

    init(plan: GenerationPlan) {
        // Indices, not elements: enumerating the plan copied every type's plan, member by member.
        let classes = plan.types.indices.filter { plan.types[$0].kind == .class && plan.types[$0].providable != nil }
        // A class written once per `#if` branch (`#if os(Linux) class Base … #else class Base …`)
        // has a conformance in each, and whichever one a build compiles must build the subclasses.
        let classIndices = Dictionary(grouping: classes) { plan.types[$0].name }
        for index in classes {
            guard let name = plan.types[index].declaredSuperclass, let parents = classIndices[name],
                  let last = parents.last(where: { $0 != index }) else { continue }
            superclass[index] = last
            if !plan.types[index].genericParameters.isEmpty { generic.insert(index) }
            let condition = plan.types[index].condition
            for parent in parents where parent != index {
                // A branch no build compiles together with the subclass gets no line for it.
                if ConditionalCompilation.excludes(plan.types[parent].condition, condition) { continue }
                children[parent, default: []].append(index)
            }
        }
        nameGenericSubclasses(in: plan)
        findSelfProvidingSubclasses(in: plan, classIndices: classIndices)
        nameGenericClassesBelowSelfProviding(in: plan)
    }

    /// Fills `selfProviding` and `askingSubclasses` from what `generic` holds once named.
    private mutating func findSelfProvidingSubclasses(in plan: GenerationPlan, classIndices: [String: [Int]]) {
        for index in generic {
            let above = ancestors(of: index)
            // Swift refuses a conformance that a superclass declares already.
            guard !above.contains(where: generic.contains), let root = above.last, superclass[root] == nil else { continue }
            selfProviding.insert(index)
            // Each `#if` branch of the root has a conformance of its own.
            for branch in classIndices[plan.types[root].name] ?? [root] where superclass[branch] == nil {
                askingSubclasses.insert(branch)
            }
        }
    }

    /// Takes out of `generic` each generic subclass its root's extension names (``namer(of:in:isTop:)``).
    private mutating func nameGenericSubclasses(in plan: GenerationPlan) {
        for index in generic where namer(of: index, in: plan, isTop: { superclass[$0] == nil }) != nil {
            generic.remove(index)
        }
    }

    /// Files each generic class under a self-providing one in `namedBySelfProviding` when that
    /// class's extension names it as a root's names its own (`class TallShelf<Stock>:
    /// Shelf<Stock>` under `Shelf<Stock>`). One that cannot be spelled there still stops with
    /// the root's message.
    private mutating func nameGenericClassesBelowSelfProviding(in plan: GenerationPlan) {
        guard !selfProviding.isEmpty else { return }
        for index in generic where !selfProviding.contains(index) {
            if let namer = namer(of: index, in: plan, isTop: selfProviding.contains) { namedBySelfProviding[namer, default: []].insert(index) }
        }
    }

    /// The nearest class above generic class `index` that `isTop` holds of, when that class's
    /// extension spells `index` as `index`'s own `selfType`: it and every class between pass
    /// their parameters through, and its `provide()` asks nothing of them that the top's
    /// conformance does not.
    private func namer(of index: Int, in plan: GenerationPlan, isTop: (Int) -> Bool) -> Int? {
        guard plan.types[index].passesParametersToSuperclass else { return nil }
        for ancestor in ancestors(of: index) {
            if isTop(ancestor) {
                let required = Set(plan.types[ancestor].conformanceRequirements)
                return required.isSuperset(of: plan.types[index].conformanceRequirements) ? ancestor : nil
            }
            guard plan.types[ancestor].passesParametersToSuperclass else { return nil }
        }
        return nil
    }

    /// The classes above `index`, nearest first, up to its root. Bounded: a malformed cycle
    /// (`class A<T>: B<T>`, `class B<T>: A<T>`) has no root, and its walk ends all the same.
    private func ancestors(of index: Int) -> [Int] {
        var above: [Int] = [], current = index
        while let parent = superclass[current], above.count <= superclass.count {
            above.append(parent)
            current = parent
        }
        return above
    }

    /// The generic classes below a root that no `provide()` of the hierarchy builds, in plan
    /// order: ones that neither the root's extension nor a self-providing class's above them can
    /// spell, under a root that does not decode what it cannot name (``TypePlan/subclassFallback``).
    /// Each inherits a conformance whose `provide()` stops with its message, and Swift allows it
    /// none of its own: the generated file lists it with the types it does not build, each
    /// with the class whose conformance it inherits.
    func unbuilt(in plan: GenerationPlan) -> [(index: Int, inherits: Int)] {
        let named = namedBySelfProviding.values.reduce(into: Set<Int>()) { $0.formUnion($1) }
        return generic.subtracting(selfProviding).subtracting(named).sorted().compactMap { index in
            let above = ancestors(of: index)
            guard let root = above.last, superclass[root] == nil, plan.types[root].subclassFallback == nil else { return nil }
            return (index, above.first(where: selfProviding.contains) ?? root)
        }
    }

    /// Every class below `index` that its `provide()` can name, in plan order: for a root, the
    /// classes below it but the generic ones it cannot spell; for a self-providing class, the
    /// generic ones below it that it can (the root names the others).
    func descendants(of index: Int) -> [Int] {
        if selfProviding.contains(index) { return (namedBySelfProviding[index] ?? []).sorted() }
        var result: Set<Int> = []
        var pending = children[index] ?? []
        while let next = pending.popLast() {
            // Guards against a malformed cycle (`class A: B`, `class B: A`).
            if next == index || !result.insert(next).inserted { continue }
            pending.append(contentsOf: children[next] ?? [])
        }
        // The root's `provide()` cannot test `Self.self` against a generic class whose parameters
        // are not its own, but the classes below one (`final class Ping: Fetch<[String]>` under
        // `class Fetch<Item>: Envelope<Empty, [Item]>`) inherit the root's conformance all the
        // same, and are named.
        return result.subtracting(generic).sorted()
    }
}
