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
        // A class written once per `#if` branch (`#if os(Linux) class Base … #else class Base …`)
        // has a conformance in each, and whichever one a build compiles must build the subclasses.
        let classIndices = Dictionary(grouping: classes) { plan.types[$0].name }
        for index in classes {
            guard let name = plan.types[index].declaredSuperclass, let parents = classIndices[name],
                  let last = parents.last(where: { $0 != index }) else { continue }
            superclass[index] = last
            // The root's `provide()` cannot test `Self.self` against an unbound generic class.
            guard plan.types[index].genericParameters.isEmpty else { continue }
            let condition = plan.types[index].condition
            for parent in parents where parent != index {
                // A branch no build compiles together with the subclass gets no line for it.
                if ConditionalCompilation.excludes(plan.types[parent].condition, condition) { continue }
                children[parent, default: []].append(index)
            }
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
