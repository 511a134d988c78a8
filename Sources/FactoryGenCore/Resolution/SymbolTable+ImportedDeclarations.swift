/// Which module's declaration a bare name means in a file of a module that declares none.
extension SymbolTable {
    /// Of a top-level name several modules of the inputs declare (`struct Token` in `Alpha`
    /// and in `Beta`), the declaration a file of a third module means: that of the one module
    /// among them its file imports, as Swift finds it (`import Beta` alone makes `Token`
    /// Beta's), rather than the first one read. `nil` where the context's own module declares
    /// it first, where its file is unknown, or where it imports none or several of them (a
    /// bare name is then ambiguous to Swift too, and the models do not write one).
    func importedDeclaration(_ scoped: ScopeName, in context: LookupContext) -> ScopeMember? {
        guard let own = scoped.ownByModule, let first = scoped.topLevel, let fileID = context.fileID,
              let imports = importsByFile[fileID] else { return nil }
        let firstModule = module(of: first)
        // The first declaration is not among `own`: its module's files mean it.
        if let firstModule, firstModule == context.module { return nil }
        var found: ScopeMember?
        var count = 0
        if let firstModule, imports.contains(firstModule), isVisible(first, from: context) { found = first; count += 1 }
        for (module, member) in own where imports.contains(module) && isVisible(member, from: context) {
            found = member
            count += 1
        }
        return count == 1 ? found : nil
    }

    /// Whether a file of `context`'s module can name `member`, a top-level declaration: not
    /// when another module declares it below `package` access (`struct Glaze` in `Kiln` is
    /// not `Studio`'s to name, and a bare `Glaze` there is another module's), though the
    /// generated file, which imports `Kiln` as testable, sees it.
    func isVisible(_ member: ScopeMember, from context: LookupContext) -> Bool {
        guard let own = context.module, let module = module(of: member), module != own else { return true }
        return access(of: member) >= .package
    }

    /// Of a name whose first declaration `context` cannot see, the one other module's that
    /// it can: `nil` where none or several are.
    func visibleElsewhere(_ scoped: ScopeName, from context: LookupContext) -> ScopeMember? {
        guard let own = scoped.ownByModule else { return nil }
        let visible = own.values.filter { isVisible($0, from: context) }
        return visible.count == 1 ? visible[0] : nil
    }

    /// Whether a file of `context`'s module cannot name the top-level `name`, which a module of
    /// the inputs declares: it then means a type of a module the inputs do not hold.
    func hidesTopLevel(_ name: String, from context: LookupContext) -> Bool {
        guard tracksModules, let scoped = scopeNames[name], let top = scoped.topLevel else { return false }
        return !isVisible(top, from: context)
    }

    /// The module a name hidden from `context` (``hidesTopLevel(_:from:)``) is declared by: the
    /// one module its file imports that is neither of the inputs nor the standard library's,
    /// Foundation's or the platform's, which declare no type the inputs would name so.
    func moduleDeclaringHiddenName(in context: LookupContext) -> String? {
        guard let fileID = context.fileID, let imports = importsByFile[fileID] else { return nil }
        let candidates = imports.filter { !userModules.contains($0) && !Self.modulesDeclaringNoHiddenName.contains($0) }
        return candidates.count == 1 ? candidates[0] : nil
    }

    private static let modulesDeclaringNoHiddenName: Set<String> = [
        "Swift", "_Concurrency", "Foundation", "FoundationEssentials", "FoundationNetworking", "Dispatch", "Glibc", "Musl", "Darwin",
    ]

    private func access(of member: ScopeMember) -> AccessLevel {
        switch member {
        case .type(let id): nodes[id.index].effectiveAccess
        case .alias(let id): aliases[id.index].declaration.accessLevel ?? .internal
        }
    }

    /// The module that declares `member`, when known.
    private func module(of member: ScopeMember) -> String? {
        switch member {
        case .type(let id): nodes[id.index].module
        case .alias(let id): aliases[id.index].module
        }
    }
}
