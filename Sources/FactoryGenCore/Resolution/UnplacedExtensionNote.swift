/// The note for an extension whose nested types get no code (``SymbolTable/unplacedExtensions``),
/// with the reason that fits what it extends. "Add its file to includes" only helps for a type
/// some file declares: not for a standard type, nor for a typealias of one that the inputs
/// declare themselves.
///
/// ```swift
/// public typealias Model = String
/// public extension Model { struct Filter { … } }
/// // note: no code for 'Filter' in 'extension Model': 'Model' is a typealias of 'String', a
/// //       standard type, whose nested types factorygen does not follow; …
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
        let target = aliasTarget(of: written, module: module, table: table)
        let fix = unplaced.members.nestedTypes.count == 1
            ? "write `extension \(written).\(unplaced.members.nestedTypes[0].name): Providable` in your test target"
            : "write their `Providable` conformances in your test target"
        if let target, isStandardType(target, table: table) {
            return "'\(written)' is a typealias of '\(target)', a standard type, whose nested types factorygen does not follow; \(fix)"
        }
        if target == nil, isStandardType(written, table: table) {
            return "'\(written)' is a standard type, whose nested types factorygen does not follow; \(fix)"
        }
        if let target {
            return "'\(written)' is a typealias of '\(target)', which is not declared in the input files; add its file to includes"
        }
        return "'\(written)' is not declared in the input files; add its file to includes"
    }

    /// What a top-level typealias of the inputs stands for, through aliases of aliases; `nil`
    /// when `written` names no such alias.
    private static func aliasTarget(of written: TypeSyntax, module: String?, table: SymbolTable) -> TypeSyntax? {
        var current = written
        var target: TypeSyntax?
        // A cycle of aliases does not compile; the bound only keeps a broken input from looping.
        for _ in 0..<16 {
            guard case .nominal(let components) = current, components.count == 1, components[0].genericArguments.isEmpty,
                  case .alias(let id) = table.topLevelMember(components[0].name, module: module) else { break }
            current = table.aliases[id.index].declaration.target
            target = current
        }
        return target
    }

    /// `String`, `Swift.String` or `URLSession`, when no input declares the name.
    private static func isStandardType(_ type: TypeSyntax, table: SymbolTable) -> Bool {
        guard case .nominal(let components) = type, let first = components.first?.name,
              table.scopeNames[first]?.topLevel == nil else { return false }
        if StandardProvidableTypes.modules.contains(first), components.count > 1 {
            return StandardProvidableTypes.arity[components[1].name] != nil || UnprovidedStandardTypes.names.contains(components[1].name)
        }
        return StandardProvidableTypes.arity[first] != nil || UnprovidedStandardTypes.names.contains(first)
    }
}
