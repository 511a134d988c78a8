/// A defaulted parameter typed by one of its type's own generic parameters (`init(clock: C =
/// ContinuousClock.continuous)` in `Timer<C: Clock>`): Swift takes such a default only where the
/// call infers `C` from it (SE-0347), and the generated extension is generic over `C`, where
/// `Self()` does not compile (swiftlang/swift-build's `ElapsedTimer`). The parameter is passed a
/// provided `C` instead, as a required one is, which asks the conformance for `C: Providable`.
enum GenericParameterDefaults {
    /// Whether the default of a parameter of `type` in `initializer` of `id` cannot be left to
    /// the author: `type` is a generic parameter of `id` (or of a type it is nested in), not of
    /// the initializer, whose own are inferred at the call.
    static func mustBePassed(_ type: ResolvedType, in initializer: InitializerDeclaration, of id: TypeID, table: SymbolTable) -> Bool {
        guard case .genericParameter(let name) = type, !initializer.genericParameters.contains(where: { $0.name == name }) else { return false }
        return table.genericParametersInScope(of: id).contains(name)
    }
}
