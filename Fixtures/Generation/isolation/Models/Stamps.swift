/// A conformance kept off the main actor (SE-0470) in its inheritance clause: the parser reads
/// `nonisolated` there as the conformance's specifier, and the body after it is not lost.
public struct Stamp: nonisolated Hashable, Sendable {
    public var code: Int
    public var note: String
}

/// In an extension too.
public struct Batch {
    public var stamps: [Stamp]
    public var label: String
}

extension Batch: nonisolated Equatable {}
