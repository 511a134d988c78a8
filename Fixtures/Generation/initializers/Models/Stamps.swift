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
