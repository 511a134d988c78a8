import Current

/// A module that imports the later version alone: its bare `Shape` and `Spec` are `Current`'s,
/// though `Classic`, read first, declares both too.
public struct Reading {
    public var shape: Shape
    public var field: Spec.Field
    public var pages: Int
}
