import Foundation

/// When a train left: stamped with the clock by default, or at a time given. The stamping
/// initializer reads the clock through an implicit member, so the other one is called.
struct Departure {
    var platform: Int
    var leftAt: Date

    init(platform: Int) {
        self.platform = platform
        leftAt = .now
    }

    init(platform: Int, leftAt: Date) {
        self.platform = platform
        self.leftAt = leftAt
    }
}
