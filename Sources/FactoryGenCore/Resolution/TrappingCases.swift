/// The case to pass an initializer that may trap for an enum parameter it switches over and
/// traps on some cases of (``InitializerDeclaration/trappingCases``): a made-up enum is its
/// first case, which `case .universal: preconditionFailure(…)` rejects (apple/swift-crypto's
/// `ASN1Identifier.init(explicitTagWithNumber:tagClass:)`, and every type holding one, trapped).
///
/// ```swift
/// // enum Grain { case fine, coarse }; init(grain: Grain) { switch grain { case .fine: fatalError() … } }
/// TrappingCases.passing("grain", of: .user(grain, arguments: []), in: declaration, table: table) // "coarse"
/// ```
enum TrappingCases {
    /// The first case of the enum `type`, in declaration order, that the initializer does not
    /// trap on and that has no payload and no `#if`; `nil` when the parameter is not switched
    /// so, or every case traps.
    static func passing(_ parameter: String, of type: ResolvedType, in declaration: InitializerDeclaration, table: SymbolTable) -> String? {
        guard !declaration.trappingCases.isEmpty, let check = declaration.trappingCases.first(where: { $0.parameter == parameter }),
              case .user(let id, _) = type, table[id].kind == .enum else { return nil }
        let node = table[id]
        let cases = node.declaration.members.cases
        return cases.first { $0.associatedValues.isEmpty && $0.condition == nil && !check.traps.contains($0.name) }?.name
    }
}
