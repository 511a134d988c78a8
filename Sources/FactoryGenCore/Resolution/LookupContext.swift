/// Where a declaration's names are looked up: its own type's members first, then the
/// enclosing types' (innermost first), then the top level.
///
/// Swift does not look into the parents of an extended type: inside `extension Outer.Inner`
/// the names of `Outer` are not visible, so a member declared in an extension gets the chain
/// `[Inner]` only.
///
/// The top level is the module's own first: two modules may declare the same names (`enum
/// API` in each, with types added in extensions), and Swift reads a bare name in a file of
/// one module as that module's declaration. The context is the file's, so an extension's is its
/// own file's module, not the extended type's.
struct LookupContext: Hashable {
    /// Innermost first.
    var chain: [TypeID]
    /// The module of the file the names are written in; `nil` when unknown, where the first
    /// declaration of a top-level name is the one found.
    var module: String? = nil
    /// The file the names are written in (its ``SourcePaths`` number), when known: a bare name
    /// that two imported modules declare means the one this file imports
    /// (``ForeignNameModules``).
    var fileID: UInt32? = nil

    static let topLevel = LookupContext(chain: [])
}
