struct UserId: Equatable {
    let value: String
}

struct User {
    let id: UserId
    let name: String
    var age: Int
    var nickname: String? = nil
}

/// The failure payload cannot be invented, and the first usable case would be `idle`: the
/// configuration chooses `waiting`.
enum LoadingState {
    case failure(Error)
    case idle
    case waiting
    case loaded(User)
}

/// Built wherever a `LoadingState` is needed: the whole-type default applies here too.
struct Wall {
    let state: LoadingState
    let routes: [Gym.Route]
}

struct Gym {
    struct Route {
        let grade: String
        let height: Int
    }

    /// `PaymentGateway` comes from a module factorygen does not read: only its default
    /// makes `Gym` providable.
    let gateway: PaymentGateway
    let name: String
}

struct Session {
    let token: String
    let expires: Int

    init(token: String, expires: Int = 0) {
        self.token = token
        self.expires = expires
    }
}

/// Only a failable initializer, and nothing to fall back on.
final class Clock: Sendable {
    static let utc = Clock(zone: "UTC")!

    let zone: String

    init?(zone: String) {
        guard !zone.isEmpty else { return nil }
        self.zone = zone
    }
}
