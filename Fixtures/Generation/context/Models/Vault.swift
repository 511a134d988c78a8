/// A token that factorygen cannot build (its initializer is private); the test target
/// provides it by hand.
public struct Token {
    public let secret: String

    private init(secret: String) {
        self.secret = secret
    }

    static func issue() -> Token {
        Token(secret: "issued")
    }
}

public struct Session {
    public var token: Token
    public var user: String
}

/// Needs the models' `Session`, not the test target's helper of the same name.
public struct Login {
    public var session: Session
}
