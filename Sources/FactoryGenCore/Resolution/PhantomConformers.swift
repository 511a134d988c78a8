/// The generic conformers of a protocol that can stand for it when no concrete type does:
/// those whose every generic parameter is phantom (``PhantomParameters``: building the type
/// never builds it) and unconstrained, in a type not nested in a generic one and with no
/// `where` clause. Any type may stand in such a parameter's place, so each is `Never`, the
/// type that says no value of it is ever made.
///
/// ```swift
/// // protocol Labeled {}; struct Tag<Context>: Labeled { var label: String }
/// // struct Sticker { let labeled: any Labeled }
/// // Sticker(labeled: Factory<App.Tag<Never>>.provide())
/// ```
///
/// Asked only where the inputs declare no concrete conformer and extend no standard type to
/// conform (JohnSundell/Plot's `ElementRenderingBuffer` holds `any AnyElement`, whose one
/// conformer is `Element<Context>`); a protocol with markers (`any P & Sendable`) is left
/// alone: whether a generic type is Sendable depends on its arguments.
struct PhantomConformers {
    let table: SymbolTable
    let witnesses: ProtocolWitnesses
    let phantoms: PhantomParameters

    /// `Never`, as a field naming it resolves.
    static let standIn = ResolvedType.unprovidable(.opaqueValue, spelling: "Never")

    /// The conformers of every protocol in `protocols`, each with its parameters filled,
    /// in input order; only those that exist wherever `context`'s code is compiled.
    func conformers(of protocols: [TypeID], in context: TypeID?) -> [ResolvedType] {
        witnesses.genericConformers(of: protocols).compactMap { id -> ResolvedType? in
            let declaration = table[id].declaration
            let parameters = table.genericParametersInScope(of: id)
            guard parameters.count == declaration.genericParameters.count, declaration.genericRequirements.isEmpty,
                  declaration.genericParameters.allSatisfy({ $0.constraint == nil && !$0.isPack && !$0.isValue }),
                  parameters.indices.allSatisfy({ phantoms.isPhantom(id, at: $0) }),
                  context.map({ table.exists(id, wherever: $0) }) ?? true
            else { return nil }
            return .user(id, arguments: Array(repeating: Self.standIn, count: parameters.count))
        }
    }
}
