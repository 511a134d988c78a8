/// Enum cases that share a base name and differ by their labels (`case resize(cols: Int, rows:
/// Int)` and `case resize(lines: Int)`, as migueldeicaza/SwiftTerm's `WindowManipulationCommand`
/// declares them). Swift builds each by its full name, but a case pattern names the base name
/// only, and swiftc resolves `.resize(…)` to the last case of that name whatever its labels: a
/// pattern for an earlier one does not compile ("tuple pattern has the wrong length"), and none
/// compiles when another case of the name has as many associated values ("ambiguous use").
/// Such a case cannot be matched, so it gets no prism.
///
/// Cases under different `#if` conditions are never compiled together; an unconditional one
/// meets every other.
///
/// ```swift
/// // enum Command { case resize(cols: Int, rows: Int); case halt; case resize(lines: Int) }
/// OverloadedCases(cases).unmatchable(at: 0, of: cases) // "a pattern `.resize(…)` reaches only the last case named 'resize'"
/// OverloadedCases(cases).unmatchable(at: 2, of: cases) // nil: the pattern reaches it
/// ```
struct OverloadedCases {
    /// The base names more than one case has: nearly always none, and then nothing else is
    /// looked at.
    private let overloadedNames: Set<String>

    init(_ cases: borrowing [EnumCaseDeclaration]) {
        var overloaded: Set<String> = []
        if cases.count <= 16 {
            // Compared pair by pair: hashing each name into a set cost 3,800 instructions an
            // enum of the synthetic corpus (five cases), the pairs' compares a tenth of it.
            for index in cases.indices {
                for later in (index + 1)..<cases.count where cases[later].name == cases[index].name {
                    overloaded.insert(cases[index].name)
                    break
                }
            }
        } else {
            var seen: Set<String> = []
            seen.reserveCapacity(cases.count)
            for index in cases.indices where !seen.insert(cases[index].name).inserted { overloaded.insert(cases[index].name) }
        }
        overloadedNames = overloaded
    }

    /// Why no case pattern can match the case at `index`, or `nil` when one can.
    func unmatchable(at index: Int, of cases: borrowing [EnumCaseDeclaration]) -> String? {
        let name = cases[index].name
        guard !overloadedNames.isEmpty, overloadedNames.contains(name) else { return nil }
        let arity = cases[index].associatedValues.count
        let condition = cases[index].condition
        var reachesAnother = false
        // Only cases ever compiled together compete for the pattern.
        for other in cases.indices where other != index && cases[other].name == name && Self.meet(cases[other].condition, condition) {
            if cases[other].associatedValues.count == arity {
                return "a pattern `.\(name)(…)` is ambiguous between the cases named '\(name)' with \(arity) associated values"
            }
            reachesAnother = reachesAnother || other > index
        }
        if reachesAnother { return "a pattern `.\(name)(…)` reaches only the last case named '\(name)'" }
        return nil
    }

    /// Whether two `#if` conditions can hold in one build, as far as their text tells.
    private static func meet(_ first: String?, _ second: String?) -> Bool {
        first == nil || second == nil || first == second
    }
}
