/// Work that runs on whichever actor calls it: `isolated` written right against the
/// parenthesis of its type, which swiftc reads as `isolated (any Actor)?`, not as an argument
/// of the specifier.
public struct Chore: Sendable {
    public var title: String
    public var minutes: Int

    public func finish(isolation: isolated(any Actor)? = #isolation) async -> Int {
        minutes
    }
}

/// The same spelling on a free function beside the model.
public func tally(_ chores: [Chore], isolation: isolated(any Actor)? = #isolation) async -> Int {
    chores.reduce(0) { $0 + $1.minutes }
}
