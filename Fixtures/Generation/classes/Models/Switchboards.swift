/// A base class, and a class nested in a generic type under the same name that inherits from
/// it, naming it through the module (inside `Switchboard` a bare `Relay` is the nested class):
/// the base's `provide()` reaches the nested subclass, which states no conformance of its own.
open class Relay<Signal> {
    public init() {}

    open func forward(_ signal: Signal) {}
}

public struct Switchboard<Signal> {
    public var name: String
}

extension Switchboard {
    public final class Relay: Library.Relay<Signal> {
        public let line: Int

        public init(line: Int) {
            self.line = line
            super.init()
        }
    }
}
