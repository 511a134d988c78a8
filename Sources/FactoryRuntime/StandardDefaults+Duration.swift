/// `Factory<Duration>.provide()` is `.zero`. A model that times something holds one (a pool's
/// timer, a meeting's length); it is the standard library's, so no model's file declares it.
@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
extension Duration: Providable {
    /// `.zero`.
    public static func provide() -> Duration { .zero }
}

@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
extension Duration {
    /// An edge half of the time (zero, a nanosecond, a millisecond, a second, minus a second,
    /// a day); otherwise up to a day either way, to the nanosecond. Never the extremes of its
    /// 128 bits: code adding two of them would overflow for that reason alone.
    public static func arbitrary(using source: inout ArbitrarySource) -> Duration {
        if source.choose(2) == 0 {
            let edges: [Duration] = [.zero, .nanoseconds(1), .milliseconds(1), .seconds(1), .seconds(-1), .seconds(86_400)]
            return source.pick(from: edges) ?? .zero
        }
        let seconds = Int64(source.choose(2 * 86_400 + 1)) - 86_400
        return .seconds(seconds) + .nanoseconds(Int64(source.choose(1_000_000_000)))
    }
}
