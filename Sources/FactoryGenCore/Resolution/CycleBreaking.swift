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
        /// Re-explore from this stack frame: its type's selection changed.
        case unwind(Int)
        /// Selections changed below finished types: search again from scratch.
        case restart
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

    /// A finished (black) type's search is never redone: every edge from its subtree back to
    /// the stack was broken when found, and breaking only changes types on the stack. So a
    /// break unwinds the stack to the frame whose type changed and explores it again; only a
    /// cycle that cannot be broken, which may change any type that needs its members, starts
    /// the search over.
    func breakCycles(order: [TypeID]) {
        restart: while true {
            var color = [UInt8](repeating: 0, count: facts.count)
            var position = [Int](repeating: -1, count: facts.count)
            for root in order where color[root.index] == 0 && selections[root.index] != nil {
                var stack = [Frame(id: root, edges: edges(of: root))]
                color[root.index] = 1
                position[root.index] = 0
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
                        position[edge.target.index] = stack.count
                        stack.append(Frame(id: edge.target, edges: edges(of: edge.target)))
                    case 1:
                        // The outcome is taken before the stack changes, so the cycle's view of it
                        // is gone and unwinding does not copy the stack.
                        let outcome = breakCycle(
                            Cycle(stack: stack, start: position[edge.target.index], closingSlot: edge.slot), color: color, position: position
                        )
                        switch outcome {
                        case .restart:
                            continue restart
                        case .unwind(var frame):
                            while stack.count > frame + 1 {
                                color[stack.removeLast().id.index] = 0
                            }
                            if selections[stack[frame].id.index] == nil {
                                color[stack.removeLast().id.index] = 0
                                frame -= 1
                            }
                            if frame >= 0 {
                                stack[frame].edges = edges(of: stack[frame].id)
                                stack[frame].next = 0
                            }
                        }
                    default:
                        break
                    }
                }
            }
            return
        }
    }

    /// A cycle on the search stack: the frames from `start` to the top, each leading to the
    /// next through the slot it is exploring, the top one back to `start` through `closingSlot`.
    private struct Cycle {
        let stack: [Frame]
        let start: Int
        let closingSlot: Int

        /// Frame indices from where the cycle closes back to where it starts.
        var framesFromClosing: ReversedCollection<ClosedRange<Int>> { (start...(stack.count - 1)).reversed() }

        func step(_ frame: Int) -> (type: TypeID, slot: Int) {
            let slot = frame == stack.count - 1 ? closingSlot : stack[frame].edges[stack[frame].next - 1].slot
            return (stack[frame].id, slot)
        }
    }

    /// Breaks `cycle` at the breakable point nearest to where it closes; the search walks
    /// back only as far as that point, so long chains cost no more than short ones.
    private func breakCycle(_ cycle: Cycle, color: [UInt8], position: [Int]) -> Outcome {
        for frame in cycle.framesFromClosing {
            let step = cycle.step(frame)
            guard let selection = selections[step.type.index] else { continue }
            let slot = facts[step.type.index].candidates[selection.candidate].slots[step.slot]
            let next = selection.options[step.slot] + 1
            guard usableOption(slot.value, from: next) != nil else { continue }
            minimumOption[SlotKey(type: step.type, candidate: selection.candidate, slot: step.slot)] = next
            propagate(from: [step.type])
            return .unwind(frame)
        }
        for frame in cycle.framesFromClosing {
            let step = cycle.step(frame)
            guard let selection = selections[step.type.index] else { continue }
            excludedCandidates[step.type.index].insert(selection.candidate)
            if select(step.type) != nil {
                propagate(from: [step.type])
                return .unwind(frame)
            }
            excludedCandidates[step.type.index].remove(selection.candidate)
        }
        let path = (cycle.start..<cycle.stack.count).map(cycle.step)
        let description = path.map { step -> String in
            let selection = selections[step.type.index]!
            return facts[step.type.index].candidates[selection.candidate].slots[step.slot].path
        }.joined(separator: " → ") + " → " + names[path[0].type.index]
        let first = path[0]
        let firstSlot = facts[first.type.index].candidates[selections[first.type.index]!.candidate].slots[first.slot]
        let blocked = BlockedConstruction.first(among: path.map(\.type), solver: self)
        diagnostics.append(.error(
            "'\(description)' is a cycle factorygen cannot break: make one of its fields optional or a collection, "
                + "or write `extension \(names[first.type.index]): Providable` in your test target"
                + (blocked.map { ", or \($0.conformances): '\($0.owner)' is then built with \($0.origin)" } ?? ""),
            at: firstSlot.location
        ))
        let changed = markUnbuildable(path.map(\.type), reason: .cycle(description, blocked: blocked?.reason))
        if changed.contains(where: { color[$0.index] == 2 }) { return .restart }
        // Only types on the stack or not yet visited changed: unwind to the lowest of them.
        return .unwind(changed.filter { color[$0.index] == 1 }.map { position[$0.index] }.min() ?? cycle.start)
    }
}
