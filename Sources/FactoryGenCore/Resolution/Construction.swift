/// One argument of a candidate construction: a parameter or a payload value to fill.
struct Slot {
    var label: String?
    /// The stored property the argument initializes, when the initializer is memberwise-shaped.
    var property: String?
    /// The qualified name of the type it builds, and the member it fills (property, case or
    /// parameter), which messages join into its path.
    var owner: String
    var member: String
    var location: SourceLocation
    var value: SlotValue
    /// The property whose configured default (`defaults:` in `.factory.yml`) is the value.
    var defaulted: String? = nil

    /// How messages and cycle paths name it: `User.analytics`, `State.loaded`. Joined only
    /// when a message needs it, which few slots' do.
    var path: String { owner + "." + member }
}

/// One way to build a type: an initializer call or an enum case, with the arguments to fill
/// (defaulted parameters are left out).
///
/// A class: a type's candidates are read by the solver, the cycle breaker, the variant chooser
/// and the plan, and each copy of the struct retained and released a dozen references (2% of
/// a run over the twelve real folders). Set up while it is made, then never changed: a
/// candidate derived from another is a ``copy()``.
final class Candidate: @unchecked Sendable {
    /// `User`, `.waiting`.
    var callee: String
    var slots: [Slot]
    var hasParentheses: Bool
    /// How the generated comment names it (`memberwise initializer`), without the declaration's
    /// place: that is spelled only for the candidate chosen, which most are not.
    var originText: String
    /// Where the declaration it calls is, for `init(id:) at User.swift:4:5`.
    var originLocation: SourceLocation? = nil
    /// `false` when the callee is the whole expression and the slots only say what building
    /// the value needs (decoding, see ``DecodingConstruction``).
    var passesSlots = true
    /// A failable or throwing call tried first, with the rest as its fallback:
    /// `App.Version(string: …) ?? ProvidingDecoder.decode(App.Version.self)`. Its arguments
    /// are the first of `slots`.
    var attempt: Attempt?

    /// The call is to a failable initializer that cannot fail (``CallableInitializer/unwrapsSafely``):
    /// the expression ends in `!`.
    var unwraps = false

    /// The call is to a throwing initializer that cannot throw (``CallableInitializer/triesSafely``):
    /// the expression starts with `try!`.
    var forceTries = false

    /// Where the initializer it calls may trap on a made-up argument (``CallableInitializer/mayTrap``):
    /// the resolver says so when it is chosen.
    var mayTrapAt: SourceLocation?

    /// Where the initializer it calls reads `UUID()`, `Date()` or `Date.now`
    /// (``CallableInitializer/readsVaryingValue``): chosen only when nothing else builds the
    /// type, and then two `provide()` calls differ, which the resolver says.
    var readsVaryingValueAt: SourceLocation?

    /// The expression reads a value stored once (`static let preview`, a module's `let`), the
    /// same at every `provide()`: a field set when it was made (`let id = UUID()`) does not
    /// differ between calls, as it does for a value built anew (``VaryingValues``).
    var readsStoredConstant = false

    /// For a decoding: the types of the inputs its decoded properties mention, any of which a
    /// hand-written `init(from:)` may ask the decoder for, which builds it through its
    /// `provide()` (`value = try container.decode(Stamp.self)` for `let value: Stamp?`, whose
    /// slot needs nothing). Read by ``VaryingValues`` only: the solver goes by the slots.
    var decodedTypes: [TypeID] = []

    /// The properties a memberwise-shaped initializer's left-out parameters default to `nil`,
    /// `[]` or `[:]` (`init(seat: String? = nil)` for `let seat: String?`), with that value:
    /// fields `provide()` leaves empty, which ``VariedFields`` can still vary.
    var emptyDefaults: [(property: String, value: String)] = []

    /// Under `#if condition`, with another candidate for the `#else` branch; the first
    /// `count` slots are this candidate's, the rest the alternative's.
    var conditional: Conditional?

    struct Conditional {
        var condition: String
        var count: Int
        /// One element: the `#else` branch's candidate.
        var otherwise: [Candidate]
    }

    /// A call that may fail.
    struct Attempt {
        var callee: String
        var labels: [String?]
        /// Throwing: called with `try?`.
        var throwsError: Bool
        /// Where the initializer it calls is declared, which the chain's own origin no longer
        /// names: what its body sets is read there (``UncodedFields``).
        var location: SourceLocation? = nil
    }

    init(callee: String, slots: [Slot], hasParentheses: Bool, origin: String, at location: SourceLocation? = nil, passesSlots: Bool = true) {
        self.callee = callee
        self.slots = slots
        self.hasParentheses = hasParentheses
        originText = origin
        originLocation = location
        self.passesSlots = passesSlots
    }

    /// A new candidate with the same parts, to derive another from.
    func copy() -> Candidate {
        let copy = Candidate(callee: callee, slots: slots, hasParentheses: hasParentheses, origin: originText, at: originLocation,
                             passesSlots: passesSlots)
        copy.attempt = attempt
        copy.unwraps = unwraps
        copy.forceTries = forceTries
        copy.mayTrapAt = mayTrapAt
        copy.readsVaryingValueAt = readsVaryingValueAt
        copy.readsStoredConstant = readsStoredConstant
        copy.decodedTypes = decodedTypes
        copy.emptyDefaults = emptyDefaults
        copy.conditional = conditional
        return copy
    }

    /// `init(id:) at User.swift:4:5`, `case loading`.
    var origin: String {
        guard let originLocation else { return originText }
        return String(concatenating: originText, " at ", originLocation.fileName, ":", String(originLocation.line), ":", String(originLocation.column))
    }

    /// The slots the expression passes as arguments: all of a call's, none of a decoding's,
    /// and a fallback chain's first call's.
    var passedSlots: ArraySlice<Slot> {
        if passesSlots { return slots[...] }
        return slots.prefix(attempt?.labels.count ?? 0)
    }

    func expression(arguments: [String]) -> String {
        if let conditional, let alternative = conditional.otherwise.first {
            let own = copy()
            own.conditional = nil
            own.slots = Array(slots.prefix(conditional.count))
            // Continuation lines are indented for the body of `provide()`.
            return ["#if " + conditional.condition, own.expression(arguments: Array(arguments.prefix(conditional.count))),
                    "#else", alternative.expression(arguments: Array(arguments.dropFirst(conditional.count))), "#endif"]
                .joinedBytes(separator: "\n        ")
        }
        var prefix = ""
        var slots = slots[...]
        var arguments = arguments[...]
        if let attempt {
            let count = attempt.labels.count
            let call = attempt.callee + "(" + zip(attempt.labels, arguments.prefix(count)).map { label, value in
                (label.map { Identifier.label($0) + ": " } ?? "") + value
            }.joinedBytes(separator: ", ") + ")"
            prefix = (attempt.throwsError ? "(try? " + call + ")" : call) + " ?? "
            slots = slots.dropFirst(count)
            arguments = arguments.dropFirst(count)
        }
        if forceTries { prefix += "try! " }
        guard passesSlots, hasParentheses else { return prefix + callee }
        // Into one string of the final size: each part made and joined on its own cost more
        // than the rest of the plan's text. By index, reading only each slot's label: a slot
        // copied out of its array retained each of its fields (a third of this function's work).
        let passed = 0..<min(slots.count, arguments.count)
        let firstSlot = slots.startIndex, firstArgument = arguments.startIndex
        var count = prefix.utf8.count + callee.utf8.count + (unwraps ? 3 : 2)
        for index in passed {
            let label = slots[firstSlot + index].label, value = arguments[firstArgument + index]
            count += (index > 0 ? 2 : 0) + (label.map { Identifier.label($0).utf8.count + 2 } ?? 0) + value.utf8.count
        }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var end = buffer.write(prefix, at: 0)
            end = buffer.write(callee, at: end)
            end = buffer.write("(", at: end)
            for index in passed {
                let value = arguments[firstArgument + index]
                if index > 0 { end = buffer.write(", ", at: end) }
                if let label = slots[firstSlot + index].label {
                    end = buffer.write(Identifier.label(label), at: end)
                    end = buffer.write(": ", at: end)
                }
                end = buffer.write(value, at: end)
            }
            return buffer.write(unwraps ? ")!" : ")", at: end)
        }
    }

    /// `#if condition self #else alternative #endif`.
    func branching(on condition: String, otherwise alternative: Candidate) -> Candidate {
        let branching = copy()
        branching.conditional = Conditional(condition: condition, count: slots.count, otherwise: [alternative])
        branching.slots = slots + alternative.slots
        branching.originText = origin + " under #if " + condition + ", else " + alternative.origin
        branching.originLocation = nil
        return branching
    }

    /// `attempt ?? self`: tries `attempt`'s call first.
    func falling(back attempt: Candidate, throwsError: Bool) -> Candidate {
        let chained = copy()
        chained.attempt = Attempt(callee: attempt.callee, labels: attempt.slots.map(\.label), throwsError: throwsError,
                                 location: attempt.originLocation)
        chained.slots = attempt.slots + slots
        chained.originText = attempt.origin + ", then " + origin
        chained.originLocation = nil
        return chained
    }
}

/// What the resolver knows about one type before choosing: its candidate constructions in
/// order of preference, and why there are none.
struct TypeFacts {
    var candidates: [Candidate] = []
    /// Why the type cannot be built whatever its fields are (no usable initializer, private,
    /// …); also the skip reason when no candidate works.
    var intrinsicProblem: String?
    /// The user wrote (or inherits) the `Providable` conformance: it is used, not generated.
    var isUserProvidable = false
    /// The type gets no plan at all (protocols).
    var isExcluded = false
    /// A caseless enum: a namespace, left out of `skipped` (a field that needs it still gets an error).
    var isNamespace = false
}
