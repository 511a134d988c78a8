/// What a parameter of an initializer that may trap is passed when the body checks it holds a
/// member (``InitializerDeclaration/checkedMembers``: `assert(capabilities.contains(.secure))`):
/// a made-up option set or collection is empty and fails the check, so the parameter gets
/// `[.secure]`, which an option set, a `Set` and an `Array` all take as a literal
/// (vapor/mysql-nio's `SSLRequest`, whose capabilities must contain `.CLIENT_SSL`, trapped).
enum CheckedMembers {
    /// `[.member]` when `type` is an option set of the inputs that declares a static `member`,
    /// or an array or set of a type of the inputs that declares it as a case or a static
    /// property; else `nil`, and the usual value is passed.
    static func value(of parameter: String, _ type: ResolvedType, in declaration: InitializerDeclaration, table: SymbolTable) -> SlotValue? {
        guard let check = declaration.checkedMembers.first(where: { $0.parameter == parameter }) else { return nil }
        let element: TypeID
        switch type {
        case .user(let id, let arguments) where arguments.isEmpty && declaresOptionSet(id, table: table):
            element = id
        case .standard(let name, let arguments) where (name == "Array" || name == "Set") && arguments.count == 1:
            guard case .user(let id, let elementArguments) = arguments[0], elementArguments.isEmpty else { return nil }
            element = id
        default:
            return nil
        }
        guard declares(check.member, in: element, table: table) else { return nil }
        return .options([ValueOption(expression: "[." + Identifier.escaped(check.member) + "]", needs: [])])
    }

    /// The type says it is an `OptionSet`, in its declaration or an extension: only then is
    /// the member an element of the type itself.
    private static func declaresOptionSet(_ id: TypeID, table: SymbolTable) -> Bool {
        let node = table[id]
        let says: (TypeSyntax) -> Bool = { $0.description == "OptionSet" || $0.description == "Swift.OptionSet" }
        return node.declaration.inheritedTypes.contains(where: says) || node.extensions.contains { $0.inheritedTypes.contains(where: says) }
    }

    /// A case (of an enum) or a static property named `member`, in the type's body or an
    /// extension that no `where` or `#if` holds.
    private static func declares(_ member: String, in id: TypeID, table: SymbolTable) -> Bool {
        var found = false
        StaticMembers.forEachScope(of: id, table: table) { members, _, _ in
            if found { return }
            found = members.cases.contains { $0.name == member }
                || members.properties.contains { $0.isStatic && $0.name == member }
        }
        return found
    }
}
