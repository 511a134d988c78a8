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
