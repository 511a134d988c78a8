import Core

extension Spec {
    /// Only this version declares it: looked up among `Classic`'s types, it would be missing.
    public struct Span {
        public var start: Int
        public var end: Int
    }

    public struct Section {
        public var heading: Marker
        public var fields: [Field]
        public var shape: Shape
    }
}
