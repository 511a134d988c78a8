/// What the rendering context reads of the parsed files rather than of the plan: which classes
/// are final, which of the runtime's names the files declare, and the declarations by location.
///
/// It needs no plan, so ``Generator`` makes it on a thread of its own while the plan is
/// resolved: made when rendering began, it was a serial pass over every declaration.
struct SourceScan: Sendable {
    /// The locations of the classes declared `final`: a template asks whether a class is open.
    let finalClasses: Set<SourceLocation>
    /// The locations of the types that declare a nested `` `Self` `` (``MemberList/declaresSelf``).
    let hidingSelf: Set<SourceLocation>
    /// The runtime names a file declares, as a type, a nested type or a typealias.
    let declaredNames: Set<String>
    /// Top-level declarations that share a runtime name, as `kind Name`.
    let clashing: Set<String>
    let declarationIndex: DeclarationIndex

    init(files: [SourceFile]) {
        let runtimeNames = RenderingContext.runtimeNames
        var finalClasses: Set<SourceLocation> = []
        var hidingSelf: Set<SourceLocation> = []
        var declaredNames: Set<String> = []
        var clashing: Set<String> = []
        for file in files {
            for alias in file.typealiases where runtimeNames.contains(alias.name) {
                declaredNames.insert(alias.name)
                clashing.insert("typealias " + alias.name)
            }
            for type in file.types where runtimeNames.contains(type.name) {
                clashing.insert(type.kind.rawValue + " " + type.name)
            }
        }
        DeclarationIndex.forEachDeclaration(in: files) { declaration in
            if declaration.kind == .class, declaration.modifiers.contains("final") { finalClasses.insert(declaration.location) }
            if runtimeNames.contains(declaration.name) { declaredNames.insert(declaration.name) }
            if declaration.members.declaresSelf { hidingSelf.insert(declaration.location) }
            for alias in declaration.members.typealiases where runtimeNames.contains(alias.name) { declaredNames.insert(alias.name) }
        }
        self.finalClasses = finalClasses
        self.hidingSelf = hidingSelf
        self.declaredNames = declaredNames
        self.clashing = clashing
        declarationIndex = DeclarationIndex(files: files)
    }
}
