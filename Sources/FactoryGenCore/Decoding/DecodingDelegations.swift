/// What `init(from:)` runs through its `self.init(…)` calls. The initializer it delegates to
/// gets what the made-up decoder gave (`try self.init(string: container.decode(String.self))`),
/// so decoding may stop wherever that one may: a `throw` on an empty string is as real there
/// as in `init(from:)` itself.
///
/// ```swift
/// // init(parsing text: String) throws { guard !text.isEmpty else { throw Bad() }; … }
/// // init(from decoder: Decoder) throws { try self.init(parsing: decoder.singleValueContainer().decode(String.self)) }
/// DecodingDelegations.follow(decoding, among: declared).stop // the `self` of `self.init(parsing:)`
/// ```
enum DecodingDelegations {
    /// Where decoding through `decoding` may stop in the initializers of `declared` it
    /// delegates to, however deep they chain, and the helpers those try, for
    /// ``DecodingHelpers`` to follow as it does `init(from:)`'s own. Both are placed at the
    /// `self.init(…)` in `init(from:)`, the line a warning can point at. A call whose labels fit
    /// several initializers counts each; a failable one is reached only through `!`.
    static func follow(_ decoding: InitializerDeclaration, among declared: [InitializerDeclaration]) -> (stop: SourceLocation?, triedCalls: [TriedCall]) {
        guard !decoding.delegations.isEmpty else { return (nil, []) }
        var visited: Set<SourceLocation> = [decoding.location]
        var tried: [TriedCall] = []
        func stop(through delegating: InitializerDeclaration, placedAt place: SourceLocation?) -> SourceLocation? {
            for delegation in delegating.delegations {
                let at = place ?? delegation.location
                for target in declared where delegation.mayCall(target.parameters) && visited.insert(target.location).inserted {
                    if target.failability != .none || target.mayStopAt != nil { return at }
                    tried += target.triedCalls.map { TriedCall(name: $0.name, location: at, isChained: $0.isChained) }
                    if let stop = stop(through: target, placedAt: at) { return stop }
                }
            }
            return nil
        }
        return (stop(through: decoding, placedAt: nil), tried)
    }
}
