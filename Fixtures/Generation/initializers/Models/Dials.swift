/// A node of a tree that a parser builds: its kind is stored in the raw node, and a typed view
/// over one must be of that kind.
public struct RawNode: Equatable, Sendable {
    public var kind: String
    public var width: Int

    public init(kind: String, width: Int) {
        self.kind = kind
        self.width = width
    }
}

/// A typed view of a `RawNode` of kind "dial": `init(uncheckedRaw:)` stores whatever node it is
/// given, as its label says the caller checked it, so the initializer that makes a node of the
/// right kind is called instead.
public struct DialView: Equatable, Sendable {
    public let raw: RawNode

    init(uncheckedRaw raw: RawNode) {
        self.raw = raw
    }

    public init(width: Int) {
        raw = RawNode(kind: "dial", width: width)
    }

    /// Traps when the view was made over a node of another kind.
    public var width: Int {
        precondition(raw.kind == "dial", "a dial view over a \(raw.kind)")
        return raw.width
    }
}

/// Another view, whose unchecked initializer says `unsafe`: the checked one comes first too.
public struct NeedleView: Equatable, Sendable {
    public let raw: RawNode

    init(unsafeCasting raw: RawNode) {
        self.raw = raw
    }

    public init(angle: Int) {
        raw = RawNode(kind: "needle", width: angle)
    }
}
