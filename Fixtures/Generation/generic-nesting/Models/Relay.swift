/// A relay merges feeds of one element type; its nested types name them by an alias of a
/// composition that it declares, which the generated extensions of those nested types must reach
/// through the relay (`any Relay<Element>.Feed` there is `any Sequence<Element> & Sendable`).
public struct Relay<Element: Sendable>: Sendable {
    public typealias Feed = Sequence<Element> & Sendable

    public var feeds: [any Feed]

    /// What the relay does next: start reading some feeds, or stop.
    public enum Step {
        case start([any Feed])
        case stop
    }

    /// The feeds one pass has not read yet.
    public struct Pending {
        public var feeds: [any Feed]
        public var passes: Int
    }
}
