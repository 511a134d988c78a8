// A chain of wrappers whose only choice lies five fields down, one more than the variants'
// depth budget reaches: `Delivery.variants()` is `provide()` alone, while `Route`'s, measured
// from the top, reach `Lane` and vary. The law driver counts a field's variants one level down,
// where the whole's variants read them.

enum Lane: Equatable {
    case fast, slow
}

struct Stop: Equatable {
    var label: String
    var lane: Lane
}

struct Leg: Equatable {
    var stop: Stop
}

struct Segment: Equatable {
    var leg: Leg
}

struct Route: Equatable {
    var segment: Segment
    var note: String
}

struct Delivery: Equatable {
    var route: Route
}
