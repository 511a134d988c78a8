/// Breaking cycles in the "needs" graph: `A` needs `B` when the construction chosen for `A`
/// calls `Factory<B>.provide()` (or builds a `B` inside an optional, collection or tuple)
/// outside a closure. Such a cycle would recurse forever at run time.
///
/// A depth-first search over the types, in output order, finds each cycle. It is broken
/// where Swift allows, preferring the field closest to where the cycle closes:
/// 1. a field with a fallback takes it (an optional becomes `nil`, a collection empty, a
///    protocol-typed field the next conformer, a class-typed field a subclass);
/// 2. otherwise a type on the cycle switches to its next candidate (an enum to another
///    case, a type to another initializer);
/// 3. otherwise the cycle is reported at the first field on its path, and its types are
///    skipped.
extension ProvidabilitySolver {
    private struct Edge {
        var slot: Int
        var target: TypeID
    }

    private struct Frame {
        var id: TypeID
        var edges: [Edge]
        var next = 0
    }

    private enum Outcome {
        case local, restart
    }

    private func edges(of id: TypeID) -> [Edge] {
        guard let selection = selections[id.index] else { return [] }
        let candidate = facts[id.index].candidates[selection.candidate]
        var result: [Edge] = []
        for (slotIndex, slot) in candidate.slots.enumerated() {
            guard case .options(let options) = slot.value else { continue }
            for target in options[selection.options[slotIndex]].needs where selections[target.index] != nil {
                result.append(Edge(slot: slotIndex, target: target))
            }
        }
        return result
    }

    mutating func breakCycles(order: [TypeID]) {
        restart: while true {
            var color = [UInt8](repeating: 0, count: facts.count)
            for root in order where color[root.index] == 0 && selections[root.index] != nil {
                var stack = [Frame(id: root, edges: edges(of: root))]
                color[root.index] = 1
                while let top = stack.indices.last {
                    guard stack[top].next < stack[top].edges.count else {
                        color[stack[top].id.index] = 2
                        stack.removeLast()
                        continue
                    }
                    let edge = stack[top].edges[stack[top].next]
                    stack[top].next += 1
                    switch color[edge.target.index] {
                    case 0:
                        color[edge.target.index] = 1
                        stack.append(Frame(id: edge.target, edges: edges(of: edge.target)))
                    case 1:
                        let start = stack.firstIndex { $0.id == edge.target }!
                        var path = stack[start..<top].map { (type: $0.id, slot: $0.edges[$0.next - 1].slot) }
                        path.append((type: stack[top].id, slot: edge.slot))
                        switch breakCycle(path) {
                        case .local:
                            stack[top].edges = edges(of: stack[top].id)
                            stack[top].next = 0
                        case .restart:
                            continue restart
                        }
                    default:
                        break
                    }
                }
            }
            return
        }
    }

    /// Breaks the cycle that runs along `path` (each type with the slot leading to the next,
    /// the last leading back to the first).
    private mutating func breakCycle(_ path: [(type: TypeID, slot: Int)]) -> Outcome {
        let last = path[path.count - 1].type
        for step in path.reversed() {
            guard let selection = selections[step.type.index] else { continue }
            let slot = facts[step.type.index].candidates[selection.candidate].slots[step.slot]
            let key = SlotKey(type: step.type, candidate: selection.candidate, slot: step.slot)
            let next = selection.options[step.slot] + 1
            guard usableOption(slot.value, from: next) != nil else { continue }
            minimumOption[key] = next
            reselect(step.type)
            return step.type == last ? .local : .restart
        }
        for step in path.reversed() {
            guard let selection = selections[step.type.index] else { continue }
            excludedCandidates[step.type.index].insert(selection.candidate)
            if select(step.type) != nil {
                reselect(step.type)
                return .restart
            }
            excludedCandidates[step.type.index].remove(selection.candidate)
        }
        let description = path.map { step -> String in
            let selection = selections[step.type.index]!
            return facts[step.type.index].candidates[selection.candidate].slots[step.slot].path
        }.joined(separator: " → ") + " → " + names[path[0].type.index]
        let first = path[0]
        let firstSlot = facts[first.type.index].candidates[selections[first.type.index]!.candidate].slots[first.slot]
        diagnostics.append(.error(
            "'\(description)' is a cycle factorygen cannot break: make one of its fields optional or a collection, "
                + "or write `extension \(names[first.type.index]): Providable` in your test target",
            at: firstSlot.location
        ))
        markUnbuildable(path.map(\.type), reason: .cycle(description))
        return .restart
    }
}
