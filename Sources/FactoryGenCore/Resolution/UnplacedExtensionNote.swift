/// The note for an extension whose nested types get no code (``SymbolTable/unplacedExtensions``),
/// with the reason that fits what it extends. "Add its file to includes" only helps for a type
/// some file declares: not for a standard type none of ``StandardTypeHolders`` holds (a generic
/// one, or one FactoryRuntime does not provide), nor for a typealias of one that the inputs
/// declare themselves.
///
/// ```swift
/// public typealias Request = URLRequest
/// public extension Request { struct Filter { … } }
/// // note: no code for 'Filter' in 'extension Request': 'Request' is a typealias of 'URLRequest',
/// //       a standard type, whose nested types factorygen does not follow; …
/// ```
enum UnplacedExtensionNote {
    static func diagnostic(for unplaced: ExtensionDeclaration, table: SymbolTable) -> Diagnostic {
        let names = unplaced.members.nestedTypes.map { "'\($0.name)'" }.joined(separator: ", ")
        let module = table.moduleOfFile[unplaced.location.file]
        return .note("no code for \(names) in 'extension \(unplaced.extendedType)': " + reason(unplaced, module: module, table: table),
                     at: unplaced.location)
    }

    private static func reason(_ unplaced: ExtensionDeclaration, module: String?, table: SymbolTable) -> String {
        let written = unplaced.extendedType
        if table.namesSpecialization(written, module: module) {
            return "it extends a generic type for some arguments only, which factorygen does not follow"
        }
        let target = StandardTypeHolders.aliasTarget(of: written, module: module, table: table)
        let fix = unplaced.members.nestedTypes.count == 1
            ? "write `extension \(written).\(unplaced.members.nestedTypes[0].name): Providable` in your test target"
            : "write their `Providable` conformances in your test target"
        if let target, let kind = standardKind(target, table: table) {
            return "'\(written)' is a typealias of '\(target)', \(kind), whose nested types factorygen does not follow; \(fix)"
        }
        if target == nil, let kind = standardKind(written, table: table) {
            return "'\(written)' is \(kind), whose nested types factorygen does not follow; \(fix)"
        }
        if let target {
            return "'\(written)' is a typealias of '\(target)', which is not declared in the input files; add its file to includes"
        }
        return "'\(written)' is not declared in the input files; add its file to includes"
    }

    /// What kind of standard type `type` is (`Array`, `Swift.Array` or `URLSession`, when no input
    /// declares the name), in words that say why its nested types are not followed: those of
    /// a non-generic type FactoryRuntime provides are (``StandardTypeHolders``). `nil` for any
    /// other name.
    private static func standardKind(_ type: TypeSyntax, table: SymbolTable) -> String? {
        guard case .nominal(let components) = type, let first = components.first?.name,
              table.scopeNames[first]?.topLevel == nil else { return nil }
        let name = StandardProvidableTypes.modules.contains(first) && components.count > 1 ? components[1].name : first
        if let arity = StandardProvidableTypes.arity[name] {
            // An extension of it may be constrained (`where Element == Int`): what it nests
            // then exists for some arguments only.
            return arity > 0 ? "a generic standard type" : "a standard type"
        }
        return UnprovidedStandardTypes.names.contains(name) ? "a standard type FactoryRuntime does not provide" : nil
    }
}
