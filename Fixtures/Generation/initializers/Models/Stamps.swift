import Foundation

/// A default that differs between calls is passed its provided value: two `provide()` calls
/// build equal values.
struct Wristband {
    var id = UUID()
    var issued = Date()
    var seat: String
}

struct Invoice {
    let id: UUID
    let issued: Date
    let total: Int

    init(id: UUID = UUID(), issued: Date = Date(), total: Int) {
        self.id = id
        self.issued = issued
        self.total = total
    }
}

/// Optional stamps: one that defaults to the current time is passed its provided value; one
/// that defaults to `nil` is left out.
struct Parcel {
    let label: String
    let shipped: Date?
    let tracking: UUID?

    init(label: String, shipped: Date? = .init(), tracking: UUID? = nil) {
        self.label = label
        self.shipped = shipped
        self.tracking = tracking
    }
}

struct Scan {
    var scanned: Date? = Date()
    var code: String
}

/// A default that calls `UUID()` inside it, as a screen's initial state does: passed too, so
/// that `provide()` and the first of `variants()` are equal.
struct Queue {
    struct Ticket {
        var number: Int
        let id: UUID
    }

    var tickets: [Ticket] = [Ticket(number: 1, id: UUID()), Ticket(number: 2, id: UUID())]
    var opened: [Date] = [Date()]
    var name = "front desk"
    /// An object made with the time: passed its provided value too.
    var clock = ClockSource(started: Date())
    /// Nothing to vary: left to its default.
    var counter = Counter(start: 1)
}

struct Counter {
    var start: Int
}

final class ClockSource {
    let started: Date

    init(started: Date) {
        self.started = started
    }
}
