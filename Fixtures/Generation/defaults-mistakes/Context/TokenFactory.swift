import FactoryRuntime
@testable import Badges

/// The test target's own conformance: the configured default for Token is not used.
extension Token: Providable {
    public static func provide() -> Token {
        Token(value: "hand-written")
    }
}
