import Foundation

/// An access code that, given none, looks for one in the environment and traps when it finds
/// none there either: the tests never set it.
public struct AccessCode {
    public let text: String

    public init(_ text: String? = nil) {
        let found = text ?? ProcessInfo.processInfo.environment["FIXTURE_ACCESS_CODE"]
        precondition(found?.isEmpty == false, "an access code is needed")
        self.text = found!
    }
}

/// Its code defaults to one the environment would supply: `provide()` passes a provided code,
/// which the check above lets through, rather than leave the default to trap.
public final class Syncer {
    public let code: AccessCode
    public let attempts: Int

    public init(code: AccessCode = .init(), attempts: Int = 3) {
        self.code = code
        self.attempts = attempts
    }
}

/// The same default on a stored property, which the memberwise initializer takes.
public struct Backup {
    public var code = AccessCode()
    public var folder: String
}
