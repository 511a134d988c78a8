import Dispatch

/// `Factory<DispatchTimeInterval>.provide()` is `.seconds(0)`, as a `Duration`'s is `.zero`. A
/// model that waits or retries holds one (a request's timeout, a debounce, a retry's delay),
/// and Dispatch declares it, so no model's file does.
extension DispatchTimeInterval: Providable {
    /// `.seconds(0)`.
    public static func provide() -> DispatchTimeInterval { .seconds(0) }
}
