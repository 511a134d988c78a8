import Foundation

/// How a climber pays to climb: an enum whose cases carry different payloads.
enum Membership: Equatable {
    case dayPass
    case punchCard(visitsLeft: Int)
    case monthly(renewsOn: Date, autoRenew: Bool)
    case suspended(reason: String)
}
