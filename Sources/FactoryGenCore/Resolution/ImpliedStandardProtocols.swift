/// Whether an inheritance clause states a standard protocol that an existential adds to
/// protocols of the inputs (`any RenderReference & Codable`, swift-docc's `AnyRenderReference`,
/// for `protocol RenderReference: Codable`). Swift drops a protocol that the others refine from a
/// composition, so that one is the same type as `any RenderReference`, and its values are the
/// conformers of the protocols of the inputs.
///
/// ```swift
/// ImpliedStandardProtocols.requirements(of: "Codable")          // ["Decodable", "Encodable"]
/// ImpliedStandardProtocols.states(hashableClause, "Equatable")  // true: Hashable refines it
/// ```
enum ImpliedStandardProtocols {
    /// The standard protocols that stating one in a clause states too.
    private static let refined: [String: [String]] = [
        "Codable": ["Decodable", "Encodable"], "Hashable": ["Equatable"], "Comparable": ["Equatable"],
    ]

    /// What a clause must state for a composition's standard protocol `name` to add nothing:
    /// `Codable` is `Decodable & Encodable`, which two clauses may state apart.
    static func requirements(of name: String) -> [String] {
        name == "Codable" ? ["Decodable", "Encodable"] : [name]
    }

    /// Whether `clause` states `required`, by its name (possibly `Swift.`-qualified) or one that
    /// refines it.
    static func states(_ clause: TypeSyntax, _ required: String) -> Bool {
        MarkerConformance.namesStandardProtocol(clause) { name in name == required || refined[name]?.contains(required) == true }
    }

    /// The standard protocol a composition's part names, without `Swift.`: nil for one named
    /// through a typealias of the inputs, whose requirements are not looked at.
    static func name(of part: TypeSyntax) -> String? {
        guard case .nominal(let components) = part, components.count == 1 || (components.count == 2 && components[0].name == "Swift"),
              let last = components.last, last.genericArguments.isEmpty, StandardExistential.byName[last.name] != nil else { return nil }
        return last.name
    }
}
