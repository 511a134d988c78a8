/// `Package.IDValue` where `Package` is a Fluent model that declares no `IDValue` of its own.
///
/// Fluent's `Model` requires `var id: IDValue? { get set }`, and Swift infers the associated
/// type from the model's `@ID var id: UUID?`: `IDValue` is `UUID`. Models name it everywhere,
/// in their initializers most (`init(userID: User.IDValue, token: String)`), and without it
/// such an initializer needs a type without a factory, and the model is built with its empty
/// `init() {}` instead (see ``UnsetWrappedFields``). A model with a composite key declares a
/// nested `IDValue`, which the lookup finds before asking here.
enum FluentModelID {
    /// The protocols that make a type a Fluent model: `Model` itself and Vapor's refinements
    /// of it for authentication.
    static let modelProtocols: Set<String> = [
        "Model", "FluentKit.Model", "Fluent.Model",
        "ModelAuthenticatable", "ModelTokenAuthenticatable", "ModelCredentialsAuthenticatable", "ModelSessionAuthenticatable",
    ]

    /// Whether `id`'s declaration or one of its extensions lists Fluent's `Model` (or a
    /// refinement), and the inputs declare no type of that name, which would be another one.
    static func isModel(_ id: TypeID, table: SymbolTable) -> Bool {
        let node = table[id]
        for inherited in node.declaration.inheritedTypes + node.extensions.flatMap(\.inheritedTypes) {
            let name = inherited.description
            guard modelProtocols.contains(name) else { continue }
            if name.contains(".") || table.topLevelMember(name, module: node.context.module) == nil { return true }
        }
        return false
    }
}

extension NameLookup {
    /// `IDValue` of the Fluent model `id`: the type of its `id` property without the optional
    /// (``FluentModelID``); `nil` when it is no model, is generic (its `id` may be written with
    /// its parameters), or its `id` is not written as an optional.
    func fluentModelID(of id: TypeID, depth: Int) -> ResolvedType? {
        guard table.genericParametersInScope(of: id).isEmpty, FluentModelID.isModel(id, table: table) else { return nil }
        for (members, context) in table.memberScopes(of: id) {
            guard let property = members.properties.first(where: { $0.name == "id" && !$0.isStatic }) else { continue }
            switch property.type {
            case .optional(let wrapped)?, .implicitlyUnwrappedOptional(let wrapped)?: return resolve(wrapped, in: context, depth: depth + 1)
            default: return nil
            }
        }
        return nil
    }
}
