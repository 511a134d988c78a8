/// `Factory<Wrapped?>.provide()` is `.some(Wrapped.provide())`, as in FactoryProvider: a present
/// value exercises more of the code under test than `nil`. Set `nil` with a lens when a test needs it.
extension Optional: Providable where Wrapped: Providable {
    /// `.some(Wrapped.provide())`.
    public static func provide() -> Optional<Wrapped> { .some(Wrapped.provide()) }
}
