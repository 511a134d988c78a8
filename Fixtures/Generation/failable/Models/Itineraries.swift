/// An itinerary through named stops, each of which may have a display name. Both initializers check
/// what they are given: `init(stops:)` that some stop has a display name, which no provided
/// stop has (its optional name is left `nil`), `init(names:)` only that its list is not empty,
/// which the text list it is passed, `["a"]`, is not. The second is called, though declared
/// after the first.
public struct Itinerary: Equatable {
    public struct Stop: Equatable {
        public var displayName: String?
        public var code: String?
    }

    public let stops: [Stop]

    public init(stops: [Stop]) {
        precondition(stops.contains { $0.displayName != nil }, "an itinerary needs a named stop")
        self.stops = stops
    }

    public init(names: [String]) {
        precondition(!names.isEmpty, "an itinerary needs a stop")
        self.init(stops: names.map { Stop(displayName: $0, code: nil) })
    }
}
