/// A notice board's items; the handbill was replaced by the placard, and a board may still hold one.
@available(*, deprecated, message: "use Placard")
public struct Handbill: Sendable {
    public var headline: String
}

public struct Placard: Sendable {
    public var headline: String
    public var pages: Int
}

/// Lists the retired kind first, as generated API clients do (alphabetically).
public enum NoticeItem: Sendable {
    case flyer(Handbill)
    case leaflet(Placard)
}
