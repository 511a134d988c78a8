/// Collections and optionals of a protocol type hold a conformer, as a protocol field does:
/// a provided list is never empty.
struct ClockRack {
    let clocks: [any Clock]
    let spare: (any Clock)?
    let byCity: [String: any Clock]
    let recent: ArraySlice<any Clock>
}

/// A model that refuses an empty list: provide() must still return.
struct Rota {
    let first: Double
    let clocks: [any Clock]

    init(clocks: [any Clock]) {
        guard let head = clocks.first else { preconditionFailure("a rota has at least one clock") }
        first = head.now()
        self.clocks = clocks
    }
}

protocol Shape {}

/// Its own conformer comes first: the cycle through `parts` is broken by the next conformer.
struct Group: Shape {
    let parts: [any Shape]
}

struct Dot: Shape {
    let radius: Int
}

/// A conformer that contains a list of its own protocol and no other conformer: the list is empty.
protocol Note {}

struct Discussion: Note {
    let replies: [any Note]
}
