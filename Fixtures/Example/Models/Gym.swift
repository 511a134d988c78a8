/// The gym, with types nested inside it.
struct Gym {
    let name: String
    var branches: [Branch]
    var openRoutes: [Route]

    /// One location of the gym.
    struct Branch: Equatable {
        let city: String
        var hasBoulderingRoom: Bool
    }

    /// A route set on a wall.
    struct Route {
        let number: Int
        var grade: Grade
        var setter: ClimberID?
        var tags: Set<String>

        /// French sport grades, from 5a to 8c.
        enum Grade: String {
            case fiveA = "5a", sixA = "6a", sixC = "6c", sevenB = "7b", eightC = "8c"
        }
    }
}
