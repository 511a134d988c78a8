/// Public and open types: the generated `provide()` must be public to satisfy the conformance.
open class Shape {
    public let sides: Int

    public init(sides: Int) {
        self.sides = sides
    }
}

public final class Square: Shape {
    public var length: Double

    public init(length: Double) {
        self.length = length
        super.init(sides: 4)
    }
}

public struct Canvas {
    public var shapes: [Shape]
    public let title: String

    public init(shapes: [Shape], title: String) {
        self.shapes = shapes
        self.title = title
    }
}

public enum Fill {
    case solid(red: Double, green: Double, blue: Double)
    case none
}
