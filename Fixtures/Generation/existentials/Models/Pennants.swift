/// A protocol whose one conformer is generic: its parameter only tags the value (no field,
/// initializer or case builds it), so any type may fill it, and the field holds the
/// conformer with `Never` there.
protocol Flaggable {
    var motto: String { get }
}

struct Pennant<Fleet>: Flaggable {
    var motto: String
    var length: Int
}

struct Mast {
    var flag: any Flaggable
    var spare: (any Flaggable)?
    var height: Int
}

/// A conformer that builds its parameter is no such stand-in: the field has no value.
protocol Signal {}

struct Lantern<Fuel>: Signal {
    var fuel: Fuel
}

struct Lighthouse {
    var beacon: (any Signal)?
    var keeper: String
}
