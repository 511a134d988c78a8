import FactoryRuntime
@testable import Vault

/// The test target's own conformance: read as context, used, never generated again.
extension Token: Providable {
    public static func provide() -> Token {
        .issue()
    }
}

/// A helper type of the test target: seen, and not generated for.
struct SessionExpectation {
    var user: String
}

/// A test helper named like a model type: the models' `Session` keeps its name.
struct Session {
    var label: String
}
