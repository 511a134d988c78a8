/// A defaulted parameter whose type names one of its type's own generic parameters, with a
/// default that holds for one argument only: `init(clock: C = ContinuousClock.continuous)` in
/// `Timer<C: Clock>`, or `init(context: Context.Type = BasicRequestContext.self)` in
/// `Router<Context: RequestContext>`. Swift takes such a default only where the call infers the
/// argument from it (SE-0347), and the generated extension is generic over it, where `Self()`
/// does not compile (swiftlang/swift-build's `ElapsedTimer`, hummingbird-project/hummingbird's
/// `Router` and `RouteCollection`). The parameter is passed a provided value instead, as a
/// required one is: a provided `C`, which asks the conformance for `C: Providable`, or
/// `Context.self`. A default that holds for every argument is still left out: `nil`, an empty
/// array or dictionary, and a closure.
enum GenericParameterDefaults {
    /// Whether the default of `parameter`, of `type`, in `initializer` of `id` cannot be left to
    /// the author: `type` names a generic parameter of `id` (or of a type it is nested in), not
    /// of the initializer, whose own are inferred at the call.
    static func mustBePassed(
        _ parameter: Parameter, type: ResolvedType, in initializer: InitializerDeclaration, of id: TypeID, table: SymbolTable
    ) -> Bool {
        guard let value = parameter.defaultValue, !holdsForEveryArgument(value) else { return false }
        var names: [String] = []
        type.genericParameterNames(into: &names)
        guard !names.isEmpty else { return false }
        let inScope = table.genericParametersInScope(of: id)
        return names.contains { name in inScope.contains(name) && !initializer.genericParameters.contains { $0.name == name } }
    }

    private static func holdsForEveryArgument(_ value: String) -> Bool {
        value == "nil" || value == ".none" || value == "[]" || value == "[:]" || value.utf8.first == UInt8(ascii: "{")
    }
}
