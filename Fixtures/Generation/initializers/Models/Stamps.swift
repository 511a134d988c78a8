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

/// An initializer that does not take a field whose default differs between calls: the field is
/// set after the call, as its lens sets it.
struct Locker {
    var id = UUID()
    var opened: Date? = Date()
    var number: Int
    var `default` = UUID()

    init(number: Int) {
        self.number = number
    }
}

/// Equatable, so the laws compare two `provide()` calls: without the assignment they differ.
struct Tab: Equatable {
    var id = UUID()
    var title: String

    init(title: String) {
        self.title = title
    }
}

/// A class's `var` is left alone: its `provide()` may build a subclass.
final class Badge {
    var id = UUID()
    var holder: String

    init(holder: String) {
        self.holder = holder
    }
}

/// A reminder the app makes gets a fresh identifier; one read back keeps its own. The
/// shorter initializer reads `UUID()`, so `provide()` takes the other: equal values each time.
struct Reminder {
    var reference: String
    var note: String

    init(reference: String, note: String) {
        self.reference = reference
        self.note = note
    }

    init(note: String) {
        self.init(reference: UUID().uuidString, note: note)
    }
}

/// Stamped with the time it is made, unless one is given.
final class Checkout {
    let counter: Int
    let closedAt: Date

    init(counter: Int) {
        self.counter = counter
        closedAt = Date()
    }

    init(counter: Int, closedAt: Date) {
        self.counter = counter
        self.closedAt = closedAt
    }
}

/// A default that calls a function or method may differ between calls too (a request's
/// token, a random draw): it is passed its provided value, as `UUID()` is.
enum Tokens {
    static func next() -> String { UUID().uuidString }
}

struct Booking {
    let token: String?
    let room: String

    init(token: String? = Tokens.next(), room: String) {
        self.token = token
        self.room = room
    }
}

struct Raffle {
    var ticket: Int = .random(in: 1...1_000_000)
    var name: String
}
