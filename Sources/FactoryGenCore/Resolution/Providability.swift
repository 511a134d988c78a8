/// The choice made for one type: a candidate and, for each of its slots, an option.
struct Selection: Hashable {
    var candidate: Int
    var options: [Int]

    /// The generic parameters the chosen options need to be `Providable`.
    func requiredParameters(in candidates: [Candidate]) -> Set<String> {
        var required = Set<String>()
        // By index, reading only each slot's value: a slot copied out of its array retained
        // each of its fields. The same in the loops over slots below.
        let slots = candidates[candidate].slots
        for index in 0..<min(slots.count, options.count) {
            if case .options(let values) = slots[index].value { required.formUnion(values[options[index]].requirements) }
        }
        return required
    }
}

/// Why a type ends up without a factory.
enum Unbuildable: Hashable {
    /// No candidate at all (no callable initializer, private, …): the message.
    case intrinsic(String)
    /// Every candidate has a field that cannot be provided.
    case fields
    /// It is part of a cycle no field can break: the path, and what else would build a type
    /// of it (``BlockedConstruction``).
    case cycle(String, blocked: String?)
}

/// Decides, for every type, which construction to use, so that every `Factory<T>` a chosen
/// construction calls is for a type that gets (or has) a conformance, and no chain of
/// constructions leads back to where it started.
///
/// First the types that cannot be built are found, as a fixpoint over a worklist: a type is
/// unbuildable when none of its candidates has an option for every slot that avoids
/// unbuildable types; each newly unbuildable type re-queues the types that mention it.
/// Then cycles are broken (see `CycleBreaking.swift`), which may make more types unbuildable.
///
/// A class: once solved it is only read, by every type's plan on all cores, and a struct was
/// copied into each closure and call that took it, retaining and releasing each of its tables.
final class ProvidabilitySolver {
    let facts: [TypeFacts]
    let names: [String]
    private(set) var unbuildable: [Unbuildable?]
    private(set) var selections: [Selection?]
    var excludedCandidates: [Set<Int>]
    /// Per type, candidate and slot: the first option cycle breaking still allows.
    var minimumOption: [SlotKey: Int] = [:]
    var diagnostics: [Diagnostic] = []
    /// The types whose slots mention each type, built once.
    private let dependents: [[TypeID]]
    /// The types whose slots give each generic type an argument that cannot be built: chosen
    /// again when the parameters its construction requires change.
    private let conditionalDependents: [[TypeID]]

    struct SlotKey: Hashable {
        var type: TypeID
        var candidate: Int
        var slot: Int
    }

    init(facts: [TypeFacts], names: [String]) {
        self.facts = facts
        self.names = names
        unbuildable = facts.map { fact in
            if fact.isUserProvidable || fact.isExcluded { return nil }
            if let problem = fact.intrinsicProblem, fact.candidates.isEmpty { return .intrinsic(problem) }
            return nil
        }
        selections = Array(repeating: nil, count: facts.count)
        excludedCandidates = Array(repeating: [], count: facts.count)
        // What each type mentions is its own business, found on all cores; who depends on whom
        // is then one pass.
        let mentions = facts.concurrentMap { fact in
            var mentioned = Set<TypeID>()
            var conditional = Set<TypeID>()
            for candidate in fact.candidates {
                for slot in candidate.slots.indices {
                    guard case .options(let options) = candidate.slots[slot].value else { continue }
                    for option in options {
                        mentioned.formUnion(option.needs)
                        mentioned.formUnion(option.lazyNeeds)
                        conditional.formUnion(option.unbuiltArguments.map(\.type))
                    }
                }
            }
            return (mentioned.sorted(), conditional.sorted())
        }
        var dependents = Array(repeating: [TypeID](), count: facts.count)
        var conditionalDependents = Array(repeating: [TypeID](), count: facts.count)
        for (index, mentioned) in mentions.enumerated() {
            for target in mentioned.0 { dependents[target.index].append(TypeID(index: index)) }
            for target in mentioned.1 { conditionalDependents[target.index].append(TypeID(index: index)) }
        }
        self.dependents = dependents
        self.conditionalDependents = conditionalDependents
    }

    /// Per type, the types its chosen construction builds, in its closures too (empty for a type
    /// without one): what a fact about `provide()` that spreads to its callers follows.
    func typesBuilt() -> [[TypeID]] {
        facts.indices.map { index in
            guard let selection = selections[index] else { return [] }
            let candidate = facts[index].candidates[selection.candidate]
            var built: [TypeID] = []
            for slot in 0..<min(candidate.slots.count, selection.options.count) {
                guard case .options(let options) = candidate.slots[slot].value else { continue }
                let option = selection.options[slot]
                built += options[option].needs
                built += options[option].lazyNeeds
            }
            return built
        }
    }

    /// Whether `id` has (or will get) a `Providable` conformance.
    func isProvidable(_ id: TypeID) -> Bool {
        facts[id.index].isUserProvidable || (!facts[id.index].isExcluded && unbuildable[id.index] == nil)
    }

    /// The first option of a slot, from `minimum` on, whose types are all providable (and that
    /// is not a last resort, unless `lastResort`).
    func usableOption(_ value: SlotValue, from minimum: Int, lastResort: Bool = true) -> Int? {
        guard case .options(let options) = value, minimum < options.count else { return nil }
        return (minimum..<options.count).first { index in
            (lastResort || !options[index].isLastResort) && isUsable(options[index])
        }
    }

    /// Whether every type an option calls has (or will get) a conformance, one given an
    /// argument that cannot be built (``UnbuiltArgument``) without requiring that parameter.
    func isUsable(_ option: ValueOption) -> Bool {
        for id in option.needs where !isProvidable(id) { return false }
        for id in option.lazyNeeds where !isProvidable(id) { return false }
        for argument in option.unbuiltArguments where !leavesUnbuilt(argument) { return false }
        return true
    }

    private func leavesUnbuilt(_ argument: UnbuiltArgument) -> Bool {
        let fact = facts[argument.type.index]
        // A conformance written by hand may require any parameter.
        guard !fact.isUserProvidable else { return false }
        // Not chosen yet, it is assumed not to; `propagate` checks again once it is.
        guard let selection = selections[argument.type.index] else { return true }
        return !selection.requiredParameters(in: fact.candidates).contains(argument.parameter)
    }

    /// The first candidate (not excluded by cycle breaking) with a usable option for every
    /// slot; one that needs a last-resort value (`ProvidedError()`) only when no other works.
    func select(_ id: TypeID) -> Selection? {
        for lastResort in [false, true] {
            for (index, candidate) in facts[id.index].candidates.enumerated() where !excludedCandidates[id.index].contains(index) {
                var options: [Int] = []
                for slotIndex in candidate.slots.indices {
                    // Only cycle breaking sets minimums, and most inputs have no cycle.
                    let minimum = minimumOption.isEmpty ? 0 : minimumOption[SlotKey(type: id, candidate: index, slot: slotIndex)] ?? 0
                    guard let option = usableOption(candidate.slots[slotIndex].value, from: minimum, lastResort: lastResort) else { break }
                    options.append(option)
                }
                if options.count == candidate.slots.count { return Selection(candidate: index, options: options) }
            }
        }
        return nil
    }

    /// Re-selects the given types and everything that depends on a type found unbuildable,
    /// until nothing changes; returns the types whose selection changed (none, without
    /// `collectingChanges`: the first pass over every type changes them all, and no one asks).
    @discardableResult
    func propagate(from seeds: [TypeID], collectingChanges: Bool = true) -> Set<TypeID> {
        var changed = Set<TypeID>()
        var queue = seeds
        // A flag for each type, not a set: this runs alone while the other cores wait, and
        // hashing every type in and out of a set was a quarter of it.
        var queued = [Bool](repeating: false, count: facts.count)
        for seed in seeds { queued[seed.index] = true }
        while let id = queue.popLast() {
            queued[id.index] = false
            guard !facts[id.index].isUserProvidable, !facts[id.index].isExcluded, unbuildable[id.index] == nil else { continue }
            let previous = selections[id.index]
            if let selection = select(id) {
                if collectingChanges && selection != previous { changed.insert(id) }
                selections[id.index] = selection
                // Only when it requires more: fewer leave every choice made against it valid,
                // and a type that names itself with an unbuilt argument settles.
                if !conditionalDependents[id.index].isEmpty,
                   !selection.requiredParameters(in: facts[id.index].candidates)
                    .isSubset(of: previous?.requiredParameters(in: facts[id.index].candidates) ?? []) {
                    for dependent in conditionalDependents[id.index] where !queued[dependent.index] {
                        queued[dependent.index] = true
                        queue.append(dependent)
                    }
                }
                continue
            }
            if collectingChanges { changed.insert(id) }
            selections[id.index] = nil
            unbuildable[id.index] = .fields
            for dependent in dependents[id.index] where !queued[dependent.index] {
                queued[dependent.index] = true
                queue.append(dependent)
            }
        }
        return changed
    }

    /// Marks types unbuildable for a reason found outside the fixpoint (a cycle), and
    /// re-selects the types that mention them; returns every type whose selection changed.
    func markUnbuildable(_ ids: [TypeID], reason: Unbuildable) -> Set<TypeID> {
        var seeds: [TypeID] = []
        var changed = Set<TypeID>()
        for id in ids where unbuildable[id.index] == nil {
            unbuildable[id.index] = reason
            selections[id.index] = nil
            changed.insert(id)
            seeds += dependents[id.index]
        }
        return changed.union(propagate(from: seeds))
    }

    func solve(order: [TypeID]) {
        propagate(from: order.reversed(), collectingChanges: false)
        breakCycles(order: order)
    }
}
