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
            // Swift refuses a conformance that a superclass declares already.
            var current = index, steps = 0, underAnother = false
            while let parent = superclass[current], steps <= superclass.count {
                steps += 1
                current = parent
                if generic.contains(parent) { underAnother = true; break }
            }
            guard !underAnother, superclass[current] == nil else { continue }
            selfProviding.insert(index)
            // Each `#if` branch of the root has a conformance of its own.
            for root in classIndices[plan.types[current].name] ?? [current] where superclass[root] == nil {
                askingSubclasses.insert(root)
            }
        }
    }

    /// Takes out of `generic` each generic subclass whose `selfType` means it in its root's
    /// extension: it passes its parameters through, so does every generic class between it and
    /// the root, and its `provide()` asks nothing of them that the root's conformance does not.
    private mutating func nameGenericSubclasses(in plan: GenerationPlan) {
        for index in generic where plan.types[index].passesParametersToSuperclass {
            // Bounded: a malformed cycle (`class A<T>: B<T>`, `class B<T>: A<T>`) has no root.
            var current = index, named = true, steps = 0
            while let parent = superclass[current], named {
                steps += 1
                if steps > superclass.count { named = false; break }
                current = parent
                named = superclass[parent] == nil || plan.types[parent].passesParametersToSuperclass
            }
            let required = Set(plan.types[current].conformanceRequirements)
            if named, required.isSuperset(of: plan.types[index].conformanceRequirements) { generic.remove(index) }
        }
    }

    /// Files each generic class under a self-providing one in `namedBySelfProviding` when that
    /// class's extension can spell it (`class TallShelf<Stock>: Shelf<Stock>` under `Shelf<Stock>`):
    /// it and every class between pass their parameters through, and its `provide()` asks no
    /// more of them than the self-providing class's conformance does. One that cannot be
    /// spelled there still stops with the root's message.
    private mutating func nameGenericClassesBelowSelfProviding(in plan: GenerationPlan) {
        guard !selfProviding.isEmpty else { return }
        for index in generic where !selfProviding.contains(index) {
            var current = index, named = plan.types[index].passesParametersToSuperclass, steps = 0
            while named, let parent = superclass[current], !selfProviding.contains(current) {
                steps += 1
                if steps > superclass.count { named = false; break }
                current = parent
                named = selfProviding.contains(parent) || plan.types[parent].passesParametersToSuperclass
            }
            guard named, selfProviding.contains(current),
                  Set(plan.types[current].conformanceRequirements).isSuperset(of: plan.types[index].conformanceRequirements) else { continue }
            namedBySelfProviding[current, default: []].insert(index)
        }
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
            var current = index, steps = 0, owner: Int?
            while let parent = superclass[current], steps <= superclass.count {
                steps += 1
                current = parent
                if owner == nil, selfProviding.contains(parent) { owner = parent }
            }
            guard superclass[current] == nil, plan.types[current].subclassFallback == nil else { return nil }
            return (index, owner ?? current)
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
