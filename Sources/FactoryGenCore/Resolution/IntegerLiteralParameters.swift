/// The generic parameters of a type that an integer literal can stand for: those constrained,
/// inline or in a `where` clause, by a standard protocol that refines `ExpressibleByIntegerLiteral`
/// (`T: FixedWidthInteger`), or by a protocol of the inputs that refines one, however far up
/// (apple/swift-homomorphic-encryption's `T: CoreScalarType`, where `CoreScalarType:
/// FixedWidthInteger`). An initializer that may trap is passed `1` for such a parameter, as for
/// a standard number, not the provided `0` (``InitializerChoice/checkedValue(for:count:flag:number:names:spelled:)``).
enum IntegerLiteralParameters {
    /// The standard protocols whose conformers all take an integer literal.
    static let literalProtocols: Set<String> = [
        "ExpressibleByIntegerLiteral", "Numeric", "SignedNumeric", "BinaryInteger", "SignedInteger", "UnsignedInteger",
        "FixedWidthInteger", "FloatingPoint", "BinaryFloatingPoint",
    ]

    /// Whether the generic parameter `name` in scope of `id` (its own or a parent's, the
    /// innermost that declares it) takes an integer literal.
    static func takesIntegerLiteral(_ name: String, in id: TypeID, table: SymbolTable, lookup: NameLookup) -> Bool {
        var current: TypeID? = id
        while let type = current {
            let node = table[type]
            let declaration = node.declaration
            if let parameter = declaration.genericParameters.first(where: { $0.name == name }) {
                if let constraint = parameter.constraint, refinesLiteral(constraint, in: node.context, table: table, lookup: lookup) { return true }
                return declaration.genericRequirements.contains { requirement in
                    guard requirement.relation == .conformance, case .nominal(let components) = requirement.left,
                          components.count == 1, components[0].name == name else { return false }
                    return refinesLiteral(requirement.right, in: node.context, table: table, lookup: lookup)
                }
            }
            current = node.parent
        }
        return false
    }

    /// Whether a constraint names one of ``literalProtocols``, itself, in a composition, or
    /// through a protocol of the inputs that refines one.
    private static func refinesLiteral(_ constraint: TypeSyntax, in context: LookupContext, table: SymbolTable, lookup: NameLookup, depth: Int = 0) -> Bool {
        switch constraint {
        case .composition(let parts):
            return parts.contains { refinesLiteral($0, in: context, table: table, lookup: lookup, depth: depth) }
        case .nominal(let components):
            guard let last = components.last else { return false }
            if literalProtocols.contains(last.name), components.count == 1 || (components.count == 2 && components[0].name == "Swift") { return true }
        default:
            return false
        }
        guard depth < 8, case .existential(let protocols, _) = lookup.resolve(constraint, in: context) else { return false }
        return protocols.contains { id in
            table.inheritanceClauses(of: id).contains { refinesLiteral($0.0, in: $0.1, table: table, lookup: lookup, depth: depth + 1) }
        }
    }
}
