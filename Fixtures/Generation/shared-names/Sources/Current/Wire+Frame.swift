import Core

/// Declared here inside a type of `Core`: its path starts at `Core`, where `Wire` is, so
/// `Current.Wire.Frame` would name nothing.
extension Wire {
    public struct Frame {
        public var length: Int
        public var marker: Marker

        /// Internal: reached through `@testable import Current`.
        struct Checksum {
            var value: UInt32
        }
    }
}
