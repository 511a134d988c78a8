import Foundation

/// An event whose identifier and time are made from a fresh `UUID()` and `Date()` when it is
/// created, stored as a string and a whole number of seconds; its initializer takes neither.
/// `provide()` sets both after the call, so that two calls build equal events.
struct TrackedEvent: Equatable {
    var id: String = UUID().uuidString
    var loggedAt = Int(Date().timeIntervalSince1970)
    var name: String
    var detail: String?

    init(name: String) {
        self.name = name
    }
}
