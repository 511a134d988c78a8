import Core

/// The later version: the same names as `Classic`'s, other types behind them.
public enum Spec {}

public enum Shape {
    case scalar
    case list
    case map(keys: Int)
}

extension Spec {
    public struct Field {
        public var name: String
        public var shape: Shape
        public var span: Span
        public var isRequired: Bool
    }
}

/// A top-level type reaching into its own module's namespace by a path.
public struct Document {
    public var root: Spec.Section
    public var shape: Shape
}
