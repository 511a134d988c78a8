/// `Factory<Wrapped?>.provide()` is `.some(Wrapped.provide())`, as in FactoryProvider: a present
/// value exercises more of the code under test than `nil`. Set `nil` with a lens when a test needs it.
///
/// It is `nil` inside the decoding of a `Wrapped` (``ProvidingDecoder``): a hand-written
/// `init(from:)` that decodes a type leading back to `Wrapped?` would otherwise never end.
/// factorygen breaks the cycles it can see the same way, with `nil`.
extension Optional: Providable where Wrapped: Providable {
    /// `.some(Wrapped.provide())`, or `nil` while a `Wrapped` is being decoded.
    public static func provide() -> Optional<Wrapped> {
        ProvidingDecoder.isDecoding(Wrapped.self) ? nil : .some(Wrapped.provide())
    }
}
