/// One declared type with what the resolver needs about it, collected once. A class, so that
/// the many lookups that read one field do not copy the whole declaration.
final class TypeNode {
    let declaration: TypeDeclaration
    /// Module-less components from the top level: `["Outer", "Inner"]`.
    let path: [String]
    let file: String
    /// Position in the deterministic input order (files sorted by path, then source order).
    let order: Int
    /// The lexical parent type, for a nested type (declared in a body or in an extension).
    let parent: TypeID?
    /// The context the declaration's own body resolves names in.
    let context: LookupContext
    /// The `#if` condition of the whole type: parents', the enclosing extension's, its own.
    let fullCondition: String?
    /// The least access level of the type and its parents (extensions included).
    let effectiveAccess: AccessLevel
    /// Generic parameter names in scope in the type's body: its parents' first, then its own.
    let genericParametersInScope: [String]
    /// Its own generic parameter names, read on every spelling of the type.
    let genericParameters: [String]
    /// The module that declares it, when known (see ``ModuleAssignment``).
    let module: String?
    /// Extensions of this type, in input order.
    var extensions: [ExtensionDeclaration] = []
    /// The module of each extension's file, by the same index: its members' names resolve there.
    var extensionModules: [String?] = []
    /// Declared in an extension with a `where` clause (`extension Page: Decodable where
    /// T: Decodable { enum CodingKeys … }`): its parent's generic parameters are constrained
    /// here, though not in the parent's own declaration.
    var isInConstrainedExtension = false
    /// The standard type this node stands for (`Double`), when it holds the types an extension
    /// of it declares (see ``StandardTypeHolders``): no type of the inputs, never generated.
    var standardType: String?

    init(
        declaration: TypeDeclaration, path: [String], parentName: String?, file: String, order: Int, parent: TypeID?, context: LookupContext,
        fullCondition: String?, effectiveAccess: AccessLevel, genericParametersInScope: [String], module: String?
    ) {
        self.declaration = declaration
        self.path = path
        // A parent's name is joined already: `joined(separator:)` cost more than the rest of
        // the node.
        qualifiedName = parentName.map { $0 + "." + declaration.name } ?? declaration.name
        self.file = file
        self.order = order
        self.parent = parent
        self.context = context
        self.fullCondition = fullCondition
        self.effectiveAccess = effectiveAccess
        self.genericParametersInScope = genericParametersInScope
        genericParameters = declaration.genericParameters.map(\.name)
        self.module = module
    }

    /// The path joined: `Outer.Inner`.
    let qualifiedName: String
    var kind: TypeDeclaration.Kind { declaration.kind }
    var name: String { declaration.name }

    /// The initializers its body and its extensions declare, in that order.
    var declaredInitializers: [InitializerDeclaration] {
        declaration.members.initializers + extensions.flatMap(\.members.initializers)
    }
}

/// A typealias with the context its target resolves in.
struct AliasNode {
    let declaration: TypealiasDeclaration
    let context: LookupContext
    /// The type that declares it (in its body or an extension); nil at the top level.
    let owner: TypeID?
    /// The module that declares it, when known (see ``ModuleAssignment``).
    let module: String?
}

extension SymbolTable {
    /// Whether `id` exists wherever the code of `context` is compiled: a conformer or subclass
    /// under `#if` (or unavailable on a platform) is no value of a field that is not, whose
    /// type exists without it. A field of the type itself is another matter: the models name
    /// it where it is declared, so they compile only where it exists.
    func exists(_ id: TypeID, wherever context: TypeID) -> Bool {
        guard let condition = self[id].fullCondition else { return true }
        return ConditionalCompilation.implies(self[context].fullCondition, condition)
    }
}
