import Core

/// Each format version declares the same namespace and fills it in extensions: in a file of
/// this module, `Spec`, `Shape` and the names inside `Spec` are this module's own.
public enum Spec {}

public enum Shape {
    case scalar
    case list
}

extension Spec {
    public struct Field {
        public var name: String
        public var shape: Shape
        public var marker: Marker
    }
}
