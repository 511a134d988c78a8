/// The models' top-level `let`s, by the type of their value: the last fallback of a type with
/// no initializer a made-up argument cannot make fail, and no static constant of its own
/// (GraphQLSwift's scalar types are made once each, `public let GraphQLInt = try!
/// GraphQLScalarType(name: "Int", …)`, and nowhere else; see ``StaticConstantChoice``).
///
/// A constant counts when the test module can reach it (internal or wider), it is not under
/// `#if` or deprecated, and the type's `provide()` may read it: it is isolated to no global
/// actor, or to the type's own (by an attribute, or by its module's default isolation unless
/// `nonisolated`). Its type is written, or evident from its value as a static constant's is
/// (``InitialValueType/ofConstant(_:lookup:context:)``). The test target's own files do not
/// count: their module is not the models'.
struct ModuleConstants {
    /// One constant, as the generated file reaches it.
    struct Constant {
        let name: String
        /// Its file's module, which qualifies the name; `nil` when unknown.
        let module: String?
        let location: SourceLocation
        /// The global actor it is isolated to, or `nil`.
        let actor: String?
    }

    private var byType: [TypeID: [Constant]] = [:]

    /// The usable constants of type `id`, in file and declaration order.
    func constants(of id: TypeID) -> [Constant] { byType[id] ?? [] }

    init(files: [SourceFile], table: SymbolTable, lookup: NameLookup, defaultIsolation: ModelIsolation) {
        for file in files where !file.constants.isEmpty && !table.contextFiles.contains(file.path) {
            let module = table.moduleOfFile[file.path]
            let context = LookupContext(chain: [], module: module)
            let defaultActor = defaultIsolation.isolation(of: module).globalActor
            for constant in file.constants where constant.condition == nil {
                guard (constant.accessLevel ?? .internal) >= .internal, !constant.attributes.contains(where: \.isUnavailableOrDeprecated),
                      case .user(let id, let arguments) = Self.type(of: constant, lookup: lookup, context: context), arguments.isEmpty
                else { continue }
                let actor = constant.attributes.first { $0.name.hasSuffix("Actor") }?.name
                    ?? (constant.modifiers.contains { $0.hasPrefix("nonisolated") } ? nil : defaultActor)
                byType[id, default: []].append(Constant(name: constant.name, module: module, location: constant.location, actor: actor))
            }
        }
    }

    /// The written type, or the one its value evidently makes.
    private static func type(of constant: PropertyDeclaration, lookup: NameLookup, context: LookupContext) -> ResolvedType? {
        if let written = constant.type { return lookup.resolve(written, in: context) }
        return constant.initialValue.flatMap { InitialValueType.ofConstant($0, lookup: lookup, context: context) }
    }
}
