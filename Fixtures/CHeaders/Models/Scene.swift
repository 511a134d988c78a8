import Geometry

/// A Swift model built of C types: its factory calls theirs.
public struct Scene {
    public var title: String
    public var origin: Point
    public var shapes: [Shape]
    public var tint: Color
    public var kind: ShapeKind
    public var permissions: Permissions
}
