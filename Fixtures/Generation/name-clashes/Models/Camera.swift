/// A model whose type names are also FactoryRuntime's: the generated file must still compile.
struct Lens {
    var focalLength: Int
    var aperture: Double
}

struct Camera {
    var lens: Lens
    let body: String
}

enum Prism {
    case triangular(sides: Int)
    case pentagonal
}

/// Where cameras are made: a model named like the runtime's `Factory`.
struct Factory {
    var city: String
    var cameras: [Camera]
}
