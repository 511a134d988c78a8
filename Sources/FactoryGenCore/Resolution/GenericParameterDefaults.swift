/// A defaulted parameter whose type names one of its type's own generic parameters, with a
/// default that holds for one argument only: `init(clock: C = ContinuousClock.continuous)` in
/// `Timer<C: Clock>`, or `init(context: Context.Type = BasicRequestContext.self)` in
/// `Router<Context: RequestContext>`. Swift takes such a default only where the call infers the
/// argument from it (SE-0347), and the generated extension is generic over it, where `Self()`
/// does not compile (swiftlang/swift-build's `ElapsedTimer`, hummingbird-project/hummingbird's
/// `Router` and `RouteCollection`). The parameter is passed a provided value instead, as a
/// required one is: a provided `C`, which asks the conformance for `C: Providable`, or
/// `Context.self`.
///
/// A default that holds for every argument is still left out: `nil`, an empty array or
/// dictionary, a closure, one that starts with the parameter itself (`Message.self`,
/// `C.standard`), and a member the parameter's protocol requires (`Format = .unspecified`,
/// mattpolzin/OpenAPIKit's schema contexts, which passing would have asked `Format: Providable`
/// of another module's formats). A member that a protocol extension constrained to one
/// conformer declares is that conformer's (`C = .continuous`, SE-0299): passed. So is a
/// parameter of a type nested in the generic one (`RefreshWindow? = RefreshWindow()`), whose
/// default is of the same nested type whatever the argument: the parameter is read through the
/// optional, the standard containers, tuples, functions and metatypes only.
enum GenericParameterDefaults {
    /// Whether the default of `parameter`, of `type`, in `initializer` of `id` cannot be left to
    /// the author: `type` names a generic parameter of `id` (or of a type it is nested in), not
    /// of the initializer, whose own are inferred at the call.
    static func mustBePassed(
        _ parameter: Parameter, type: ResolvedType, in initializer: InitializerDeclaration, of id: TypeID, table: SymbolTable
    ) -> Bool {
        // Most types are not generic: they return before any default is read, and the scan of
        // the constrained extensions runs only for a type's parameter that the type names.
        let inScope = table.genericParametersInScope(of: id)
        guard !inScope.isEmpty, let value = parameter.defaultValue, !holdsForEveryArgument(value) else { return false }
        let typeParameters = inScope.filter { name in !initializer.genericParameters.contains { $0.name == name } }
        return !startsWithParameter(value, typeParameters) && names(type, typeParameters) && !isRequiredMember(value, table: table)
    }

    private static func holdsForEveryArgument(_ value: String) -> Bool {
        value == "nil" || value == ".none" || value == "[]" || value == "[:]" || value.utf8.first == UInt8(ascii: "{")
    }

    /// The standard library's members of one conformer, declared as `extension Clock where
    /// Self == ContinuousClock`.
    private static let standardConformerMembers: Set<Substring> = ["continuous", "suspending"]

    /// `.unspecified`, `.default()`: an implicit member, taken as one the parameter's protocol
    /// requires unless an extension constrained to one conformer declares it.
    private static func isRequiredMember(_ value: String, table: SymbolTable) -> Bool {
        guard value.utf8.first == UInt8(ascii: ".") else { return false }
        let name = value.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty, !standardConformerMembers.contains(name) else { return false }
        return !table.selfConstrainedExtensions.values.contains { extensions in
            extensions.contains { ext in
                ext.declaration.members.properties.contains { $0.isStatic && $0.name == name }
                    || ext.declaration.members.functions.contains { $0.isStatic && $0.name == name }
            }
        }
    }

    /// `Message.self`, `C.standard`: the parameter's own metatype or member.
    private static func startsWithParameter(_ value: String, _ parameters: [String]) -> Bool {
        let head = value.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return !head.isEmpty && parameters.contains { $0 == head }
    }

    private static func names(_ type: ResolvedType, _ parameters: [String]) -> Bool {
        switch type {
        case .genericParameter(let name): parameters.contains(name)
        case .metatype(let base): names(base, parameters)
        case .standard(_, let arguments): arguments.contains { names($0, parameters) }
        case .tuple(let elements): elements.contains { names($0.type, parameters) }
        case .function(let function):
            names(function.returnType, parameters) || function.parameters.contains { names($0.type, parameters) }
        default: false
        }
    }
}
