/// Which generated classes inherit from which, so that a class hierarchy gets one
/// `Providable` conformance (on its root) whose `provide()` builds the requested subclass.
struct ClassHierarchy {
    /// For each plan type index, the index of its superclass, when that is a generated class:
    /// the subclass then inherits the conformance and gets none of its own (Swift allows one).
    var superclass: [Int: Int] = [:]
    private var children: [Int: [Int]] = [:]

    init(plan: GenerationPlan) {
        // Indices, not elements: enumerating the plan copied every type's plan, member by member.
        let classes = plan.types.indices.filter { plan.types[$0].kind == .class && plan.types[$0].providable != nil }
        let classIndex = Dictionary(classes.map { (plan.types[$0].name, $0) }) { _, last in last }
        for index in classes {
            guard let name = plan.types[index].declaredSuperclass, let parent = classIndex[name], parent != index else { continue }
            superclass[index] = parent
            // The root's `provide()` cannot test `Self.self` against an unbound generic class.
            if plan.types[index].genericParameters.isEmpty { children[parent, default: []].append(index) }
        }
    }

    /// Every class below `index`, in plan order.
    func descendants(of index: Int) -> [Int] {
        var result: Set<Int> = []
        var pending = children[index] ?? []
        while let next = pending.popLast() {
            // Guards against a malformed cycle (`class A: B`, `class B: A`).
            if next == index || !result.insert(next).inserted { continue }
            pending.append(contentsOf: children[next] ?? [])
        }
        return result.sorted()
    }
}
