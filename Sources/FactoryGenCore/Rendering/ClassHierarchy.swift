/// Which generated classes inherit from which, so that a class hierarchy gets one
/// `Providable` conformance (on its root) whose `provide()` builds the requested subclass.
struct ClassHierarchy {
    /// For each plan type index, the index of its superclass, when that is a generated class:
    /// the subclass then inherits the conformance and gets none of its own (Swift allows one).
    var superclass: [Int: Int] = [:]
    private var children: [Int: [Int]] = [:]

    init(plan: GenerationPlan, declarations: [SourceLocation: TypeDeclaration]) {
        // Plan names carry the module (`App.Item`, `App::Item`); declarations spell the path alone.
        let prefixes = (plan.testableImports + plan.imports).flatMap { [$0 + "::", $0 + "."] }
        // Indices, not elements: enumerating the plan copied every type's plan, member by member.
        let classes = plan.types.indices.filter { plan.types[$0].kind == .class && plan.types[$0].providable != nil }
        var classIndex: [String: Int] = [:]
        for index in classes {
            let name = plan.types[index].name
            let path = prefixes.first(where: name.hasPrefix).map { String(name.dropFirst($0.count)) } ?? name
            classIndex[path] = index
        }
        for index in classes {
            let type = plan.types[index]
            guard let declaration = declarations[type.location],
                  let first = declaration.inheritedTypes.first?.description else { continue }
            // The superclass is spelled relative to the class's scope: try the innermost scope first.
            var scope = declaration.scope
            while true {
                if let parent = classIndex[(scope + [first]).joined(separator: ".")], parent != index {
                    superclass[index] = parent
                    // The root's `provide()` cannot test `Self.self` against an unbound generic class.
                    if type.genericParameters.isEmpty { children[parent, default: []].append(index) }
                    break
                }
                if scope.isEmpty { break }
                scope.removeLast()
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
