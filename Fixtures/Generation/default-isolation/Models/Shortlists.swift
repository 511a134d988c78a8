/// Main-actor, as every type here: its `Hashable` conformance is isolated to the main actor too.
public struct Label: Hashable, Sendable {
    public var text: String
}

/// Its payloads need `Label: Hashable` where they are formed, which a nonisolated closure may
/// not use: those prisms run on the main actor. The list of labels asks nothing of its
/// element, and its prism stays nonisolated.
public enum Shortlist: Sendable {
    case picked(Set<Label>)
    case ranked([Label: Int])
    case ordered([Label])
    case empty
}
