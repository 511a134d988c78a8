extension NameLookup {
    /// A typealias a protocol declares (`typealias ID = Handle<Raw, Self>` in `protocol Stored`)
    /// named as a member of a conforming type (`Entry.ID`, mattpolzin/JSONAPI's
    /// `ResourceObject.Id`): there `Self` is the conforming type, and each of the protocol's
    /// associated types is what the conformer makes it: its generic parameter of that name
    /// (`Raw` in `Entry<Raw>`, or the argument given for it), or its member type. Resolved in
    /// the protocol's own context, the alias would name the protocol's existential and an
    /// associated type that is in scope nowhere else, and the field holding it could not be built.
    ///
    /// An alias a generic type declares, named through the type with arguments
    /// (`Box<Int>.Items` for `typealias Items = [T]` in `struct Box<T>`), has them for the
    /// type's parameters: left as written, `[T]` named a parameter in scope nowhere the
    /// generated file spells it, and its lens did not compile.
    func aliasSubstitutions(_ alias: AliasNode, conformer: ResolvedType?) -> [String: ResolvedType] {
        guard case .user(let id, let arguments)? = conformer, let owner = alias.owner else { return [:] }
        if owner == id, table[id].kind != .protocol {
            let parameters = table.genericParametersInScope(of: id)
            guard !arguments.isEmpty, arguments.count == parameters.count else { return [:] }
            return Dictionary(zip(parameters, arguments)) { first, _ in first }
        }
        guard table[owner].kind == .protocol, table[id].kind != .protocol else { return [:] }
        var substitutions: [String: ResolvedType] = ["Self": .user(id, arguments: arguments)]
        let parameters = table.genericParametersInScope(of: id)
        for associated in table[owner].declaration.members.associatedTypes {
            if let position = parameters.firstIndex(of: associated.name) {
                substitutions[associated.name] = arguments.count == parameters.count ? arguments[position] : .genericParameter(associated.name)
            } else {
                substitutions[associated.name] = memberType([associated.name], of: .user(id, arguments: arguments))
            }
        }
        return substitutions
    }
}

extension NameLookup {
    /// The enclosing type through which a bare name (`ID` in `struct Ticket: Keyed`) found a
    /// protocol's alias: the innermost type of `context` that is not a protocol and has it as
    /// its member, with its own parameters as arguments; `nil` for any other name.
    func conformer(naming name: String, found member: ScopeMember, in context: LookupContext) -> ResolvedType? {
        guard case .alias(let aliasID) = member, let owner = table.aliases[aliasID.index].owner,
              table[owner].kind == .protocol else { return nil }
        for type in context.chain where table[type].kind != .protocol {
            guard case .alias(let found)? = table.member(name, of: type), found == aliasID else { continue }
            return .user(type, arguments: table.genericParametersInScope(of: type).map(ResolvedType.genericParameter))
        }
        return nil
    }
}
