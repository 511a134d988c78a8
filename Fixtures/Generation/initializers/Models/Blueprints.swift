/// A namespace named with a leading underscore, as an API not yet stable is.
public enum _Blueprint {
    /// Its known scales call the initializer through the namespace's path: `provide()` returns
    /// one of them, not a call of the initializer, which rejects a made-up `1`.
    public struct Scale: Sendable {
        public let ratio: Int

        public static let architectural = _Blueprint.Scale(ratio: 48)

        public init(ratio: Int) {
            precondition(ratio % 4 == 0 && ratio > 10)
            self.ratio = ratio
        }
    }
}
