/// A dyed ribbon: one of two modules that declare a `Ribbon`.
public struct Ribbon: Sendable, Equatable {
    public var colour: String

    public init(colour: String) {
        self.colour = colour
    }
}
