/// One argument of a candidate construction: a parameter or a payload value to fill.
struct Slot {
    var label: String?
    /// The stored property the argument initializes, when the initializer is memberwise-shaped.
    var property: String?
    /// How messages and cycle paths name it: `User.analytics`, `State.loaded`.
    var path: String
    var location: SourceLocation
    var value: SlotValue
}

/// One way to build a type: an initializer call or an enum case, with the arguments to fill
/// (defaulted parameters are left out).
struct Candidate {
    /// `User`, `.waiting`.
    var callee: String
    var slots: [Slot]
    var hasParentheses: Bool
    var origin: String
    /// `false` when the callee is the whole expression and the slots only say what building
    /// the value needs (decoding, see ``DecodingConstruction``).
    var passesSlots = true

    func expression(arguments: [String]) -> String {
        var call = callee
        guard passesSlots else { return call }
        if hasParentheses {
            let parts = zip(slots, arguments).map { slot, value in
                (slot.label.map { Identifier.label($0) + ": " } ?? "") + value
            }
            call += "(" + parts.joined(separator: ", ") + ")"
        }
        return call
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
