/// A stamp that can be archived: `Codable` through `Archived`, which the composition below
/// repeats. Swift drops a protocol the others already refine, so `any Stamp & Codable` is the
/// type `any Stamp` is, and its value a conformer of `Stamp`.
public protocol Archived: Codable {}

public protocol Stamp: Archived {}

/// A label is `Hashable`, so `Equatable` adds nothing to it either.
public protocol Label: Hashable {}

/// Nonisolated, as a `Codable` type built with `-default-isolation MainActor` must be to conform.
nonisolated public struct Airmail: Stamp {
    public var face: String
    public var grams: Int
}

nonisolated public struct Fragile: Label {
    public var text: String
}

public struct Parcel {
    public var stamp: any Stamp & Codable
    public var spares: [Stamp & Swift.Encodable]
    public var label: (any Label & Equatable)?
}
