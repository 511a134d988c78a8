/// An enum's other providable cases, for `variant(_:)`, and every case with its payload drawn
/// from an `ArbitrarySource`, for `arbitrary(using:)`.
///
/// ```swift
/// // enum Load { case idle; case loaded(Int); case failed(Broken) }  (Broken has no factory)
/// choice.variants   // [".loaded(Factory<Int>.provide())"]: after provide()'s `.idle`
/// choice.arbitrary  // [".idle", ".loaded(Factory<Int>.arbitrary(using: &source))"]
/// ```
///
/// `arbitrary` is empty when no payload is drawn: the runtime's default `arbitrary(using:)`
/// then picks among the variants.
///
/// A case is left out when a payload has no usable value, mentions a deprecated type, is under
/// `#if`, needs a generic parameter to be `Providable` that the conformance does not require, or
/// builds a type whose `provide()` runs on a global actor the conformance is not isolated to: a
/// nonisolated enum's `variant(_:)` cannot call a `@MainActor` factory.
struct VariantChoice {
    var variants: [String] = []
    var arbitrary: [String] = []

    /// `actor` is the global actor the enum's `provide()` runs on, `actorOf` that of a type's.
    init(candidates: [Candidate], selection: Selection, solver: ProvidabilitySolver, deprecation: Deprecation, factory: String,
         actor: String?, actorOf: (TypeID) -> String?) {
        let required = selection.requiredParameters(in: candidates)
        var drawsPayload = false
        // Each usable case with its arguments, whether one of them is drawn, and its variant's
        // place when it has one: a case that draws nothing reads as its variant.
        var usable: [(candidate: Int, arguments: [String], draws: Bool, variant: Int?)] = []
        func unusable(_ id: TypeID) -> Bool { deprecation.isDeprecated(id) || actorOf(id).map { $0 != actor } ?? false }
        for (index, candidate) in candidates.enumerated() where candidate.passesSlots && candidate.attempt == nil && candidate.conditional == nil {
            var chosen: [ValueOption] = []
            // By index: a slot copied out of its array retained each of its fields.
            for slotIndex in candidate.slots.indices {
                let value = candidate.slots[slotIndex].value
                guard case .options(let options) = value else { break }
                let option = index == selection.candidate ? selection.options[slotIndex] : solver.usableOption(value, from: 0)
                guard let option else { break }
                chosen.append(options[option])
            }
            guard chosen.count == candidate.slots.count,
                  chosen.allSatisfy({ $0.requirements.allSatisfy(required.contains) }),
                  !chosen.contains(where: { option in
                      option.needs.contains(where: unusable) || option.lazyNeeds.contains(where: unusable)
                  })
            else { continue }
            let expressions = chosen.map(\.expression)
            if index != selection.candidate {
                variants.append(candidate.expression(arguments: expressions))
            }
            let draws = expressions.contains { FactoryCall.isCall($0, of: factory) }
            drawsPayload = drawsPayload || draws
            usable.append((index, expressions, draws, index == selection.candidate ? nil : variants.count - 1))
        }
        // Without a payload to draw, the runtime's default picks among the variants: the
        // generated file stays lean, and the cases' drawn expressions are not built at all.
        guard !variants.isEmpty, drawsPayload else { return }
        arbitrary = usable.map { index, arguments, draws, variant in
            if !draws, let variant { return variants[variant] }
            return candidates[index].expression(arguments: draws ? arguments.map { FactoryCall.drawn($0, factory: factory) } : arguments)
        }
    }
}
