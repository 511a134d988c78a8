/// Something with a spine label. With `-default-isolation MainActor` this protocol is isolated
/// to the main actor, and so is every property that witnesses `spine`.
public protocol Shelved {
    var spine: String { get }
}

/// Nonisolated, yet its `spine` witnesses the main-actor requirement, which makes it main-actor
/// too: nonisolated lens closures could not read it, so it gets none; `pages` keeps its lens.
nonisolated public struct Volume: Shelved {
    public var spine: String
    public var pages: Int
}

/// A nonisolated shelf whose sign is isolated to the main actor by its own attribute: no lens
/// for it either, while the type's other fields keep theirs.
nonisolated public struct Shelf {
    @MainActor public var sign: String
    public var slots: Int
}
