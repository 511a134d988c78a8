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
        if let firstModule, imports.contains(firstModule) { found = first; count += 1 }
        for (module, member) in own where imports.contains(module) {
            found = member
            count += 1
        }
        return count == 1 ? found : nil
    }

    /// The module that declares `member`, when known.
    private func module(of member: ScopeMember) -> String? {
        switch member {
        case .type(let id): nodes[id.index].module
        case .alias(let id): aliases[id.index].module
        }
    }
}
