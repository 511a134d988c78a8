/// A loom whose rows are all as wide as its own constant says.
public enum Loom {
    static let threads = 24

    /// Made only by an initializer that asserts its width equals the parent's constant:
    /// `provide()` passes the constant's `24`, not a made-up `1`.
    public struct Row {
        public let stitches: [Int]
        public let width: Int

        init(stitches: [Int], width: Int) {
            assert(width == Loom.threads)
            self.stitches = stitches
            self.width = width
        }
    }
}
