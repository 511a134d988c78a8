/// Typealiases, as ``NameLookup`` expands them: a target resolved where the alias is declared,
/// with the arguments of the use, and an alias whose `#if` branches differ kept by its name.
extension NameLookup {
    /// A typealias's target, resolved where the alias is declared, with its own generic
    /// parameters replaced by the arguments written at the use (`writtenArguments`, as written),
    /// and, for a protocol's alias named as a member of `conformer`, its `Self` and associated types.
    func expand(_ aliasID: AliasID, arguments: [ResolvedType], writtenArguments: [TypeSyntax], depth: Int,
                conformer: ResolvedType? = nil) -> ResolvedType {
        let alias = table.aliases[aliasID.index]
        var substitutions = aliasSubstitutions(alias, conformer: conformer)
        for (parameter, argument) in zip(alias.declaration.genericParameters, arguments) {
            substitutions[parameter.name] = argument
        }
        var target = alias.declaration.target
        if alias.declaration.genericParameters.isEmpty, !arguments.isEmpty { target = Self.applying(arguments, to: target, substitutions: &substitutions) }
        let resolved = resolve(target, in: alias.context, substitutions: substitutions, depth: depth + 1)
        let alternatives = table.conditionalAlternatives(of: aliasID)
        guard !alternatives.isEmpty else { return resolved }
        // `#if canImport(CoreLocation)` … `#else typealias LocationDistance = Double`: the
        // branches whose targets are known here stand for the others in what is provided. When
        // they name different types (`#if LEGACY … = Int64 #else … = Int`), or another branch's
        // is not known here, which one is compiled is not known: the alias is written by its own
        // name.
        var branches: [ResolvedType] = []
        var unknownBranches: [ResolvedType] = []
        for branch in [resolved] + alternatives.map({ expand($0, arguments: arguments, writtenArguments: writtenArguments, depth: depth + 1, conformer: conformer) }) {
            if case .unprovidable(.unknown, _) = branch { unknownBranches.append(branch); continue }
            if case .foreign = branch { unknownBranches.append(branch); continue }
            if !branches.contains(branch) { branches.append(branch) }
        }
        if branches.count == 1, unknownBranches.isEmpty { return branches[0] }
        let access = min(alias.declaration.accessLevel ?? .internal, alias.owner.map { table[$0].effectiveAccess } ?? .open)
        if branches.count == 1 {
            // One branch's target is known here (`#if os(Windows) … = DWORD #else … = CInt`): it
            // stands for the others in what is provided, but a build for another platform compiles
            // another, which may be another type (`UInt32`): the alias is written by its own name
            // where the test target can name it, so that the same file compiles there too.
            guard access >= .internal else { return branches[0] }
            return .conditionalAlias(ConditionalAlias(id: aliasID, arguments: arguments, branches: branches))
        }
        guard access >= .internal else { return .unprovidable(.inaccessible, spelling: alias.declaration.qualifiedName) }
        // No branch's target is known here, and the one a build compiles may be in a module the
        // generated file does not import: the alias's own name is in scope whichever it is.
        guard !branches.isEmpty else {
            // Named with arguments (`NIOUnsafeContinuation<YieldResult, Error>`, apple/swift-nio's
            // alias of `CheckedContinuation` or `UnsafeContinuation`): spelled by the alias's name
            // with the arguments resolved, as a name the use's scope gave (`YieldResult`, a
            // sibling nested type) names nothing where the generated code is; no factory, as
            // none of its branches has one.
            if !arguments.isEmpty, !unknownBranches.isEmpty {
                return .conditionalAlias(ConditionalAlias(id: aliasID, arguments: arguments, branches: unknownBranches))
            }
            return .unprovidable(.unknown, spelling: spelled(alias.declaration, writtenArguments: writtenArguments))
        }
        return .conditionalAlias(ConditionalAlias(id: aliasID, arguments: arguments, branches: branches))
    }

    /// An alias without parameters of a generic type named bare (`typealias DigestImpl =
    /// OpenSSLDigestImpl`) takes the type's own arguments at a use, as Swift lets it
    /// (`DigestImpl<MD5>`, apple/swift-crypto's hash functions, was spelled without them and did
    /// not compile): the target gets them, each a name no declaration can have (`$0`) that
    /// `substitutions` maps to the argument resolved where the use is.
    private static func applying(_ arguments: [ResolvedType], to target: TypeSyntax, substitutions: inout [String: ResolvedType]) -> TypeSyntax {
        guard case .nominal(var components) = target, let last = components.last, last.genericArguments.isEmpty else { return target }
        components[components.count - 1].genericArguments = arguments.indices.map { index in
            let name = "$" + String(index)
            substitutions[name] = arguments[index]
            return .nominal([TypeComponent(name: name)])
        }
        return .nominal(components)
    }

    /// A typealias by its path from the top level, with the arguments as written at the use.
    private func spelled(_ alias: TypealiasDeclaration, writtenArguments: [TypeSyntax]) -> String {
        guard !writtenArguments.isEmpty else { return alias.qualifiedName }
        return alias.qualifiedName + "<" + writtenArguments.map(\.description).joinedBytes(separator: ", ") + ">"
    }

    /// A bare name that finds a typealias an enclosing type declares, spelled through its
    /// owner's path from the module, with each type's generic parameters (`App.Machine<Element,
    /// Failure>.Base`), which are in scope wherever the bare name found the alias.
    /// `nil` for any other name, and for an alias of a standard type's extension.
    func memberAliasPath(_ syntax: TypeSyntax, in context: LookupContext) -> String? {
        guard case .nominal(let components) = syntax, components.count == 1, components[0].genericArguments.isEmpty,
              case .alias(let aliasID) = table.lookupUnqualified(components[0].name, in: context),
              let owner = table.aliases[aliasID.index].owner else { return nil }
        var path = [Identifier.escapedType(table.aliases[aliasID.index].declaration.name)]
        var current: TypeID? = owner
        var root = owner
        while let id = current {
            guard table[id].standardType == nil else { return nil }
            let name = Identifier.escapedType(table[id].name)
            let parameters = table[id].genericParameters
            path.append(parameters.isEmpty ? name : String(concatenating: name, "<", parameters.joinedBytes(separator: ", "), ">"))
            root = id
            current = table[id].parent
        }
        let spelled = Array(path.reversed()).joinedBytes(separator: ".")
        guard let module = table.module(of: root) else { return spelled }
        return String(concatenating: module, Spelling.isShadowed(module, in: context.chain.first, table: table) ? "::" : ".", spelled)
    }
}
