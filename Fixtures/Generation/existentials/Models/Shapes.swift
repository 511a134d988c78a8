// A protocol with a primary associated type, and existentials that bind it.
public protocol Shape<Unit> {
    associatedtype Unit
    var size: Unit { get }
}

// Unit inferred from the property: Double.
public struct Square: Shape {
    public var size: Double
}

// Unit stated by a typealias: Int.
public struct Tally: Shape {
    public typealias Unit = Int
    public var size: Int { count }
    public var count: Int
}

// Generic: never a conformer the generator picks.
public struct Sized<Unit>: Shape {
    public var size: Unit
}

// Generic over Unit: no concrete conformer is `any Shape<Unit>`, so the list stays empty.
public struct Drawing<Unit> {
    public var sizes: [Unit]
    public init(shapes: [any Shape<Unit>]) { sizes = shapes.map { $0.size } }
}

// Each field takes the conformer whose Unit matches; its lens spells the bound type.
public struct Frame {
    public var outline: any Shape<Double>
    public var marks: [any Shape<Int>]
    public var spare: (any Shape<Int>)?
}

// No conformer has Unit == String: skipped, not a wrong value.
public struct Caption {
    public var text: any Shape<String>
}
