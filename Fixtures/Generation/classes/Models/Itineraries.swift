/// A trip that keeps its legs; each leg refers back to it without keeping it.
public final class Itinerary {
    public var title: String
    public private(set) var legs: [TripLeg] = []

    public init(title: String) {
        self.title = title
    }

    public func add(_ leg: TripLeg) {
        legs.append(leg)
    }
}

/// A made-up itinerary passed here would be released when the call returns, and reading
/// `itinerary` would trap: no factory.
public class TripLeg {
    public unowned let itinerary: Itinerary
    public var stops: Int = 0

    public required init(itinerary: Itinerary) {
        self.itinerary = itinerary
    }
}

/// Stores its itinerary through the inherited initializer just the same: no factory either.
public final class FerryLeg: TripLeg {
    public var vessel: String = "ferry"
}
