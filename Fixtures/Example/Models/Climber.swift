import Foundation

/// Someone who climbs at the gym.
struct Climber: Equatable {
    let id: ClimberID
    let name: String
    var age: Int
    var homeGym: Gym.Branch
    var membership: Membership
    var favoriteSeason: Season?
    var nickname: String?

    var canBelay: Bool { age >= 14 }
}

/// A climber's identifier, kept apart from other strings by its type.
struct ClimberID: Hashable {
    let value: String
}
