/// An index into ``SymbolTable/nodes``: one declared type of the input files.
struct TypeID: Hashable, Comparable, Sendable {
    let index: Int

    static func < (lhs: TypeID, rhs: TypeID) -> Bool { lhs.index < rhs.index }
}

/// A name a type's member scope declares: a nested type or a typealias.
enum ScopeMember: Equatable {
    case type(TypeID)
    case alias(AliasID)
}

/// What the top level and the types declare by one name (see ``SymbolTable/scopeNames``).
struct ScopeName {
    var topLevel: ScopeMember?
    /// A type declares a member or a generic parameter by it.
    var isDeclaredInTypes = false
    /// A protocol declares a member by it (`extension Component { typealias ContentProvider … }`):
    /// only then are the protocols of the types in a lookup's chain searched.
    var isDeclaredInProtocols = false
    /// Modules that declare the name at their top level as another type than `topLevel`, the
    /// first declaration: a file of such a module means its own (`enum API` in `V1` and `V2`).
    /// `nil` for nearly every name, so that a lookup hashes once more only for those.
    var ownByModule: [String: ScopeMember]?
}

/// An index into ``SymbolTable/aliases``.
struct AliasID: Hashable, Sendable {
    let index: Int
}
