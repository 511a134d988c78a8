/// Thrown by the quorum check below.
public struct QuorumError: Error {
    public let voters: Int
}

/// Throws below two voters: an initializer that hands it its count with `try!` traps on the
/// made-up `1`.
private func requireQuorum(_ voters: Int) throws -> Int {
    guard voters > 1 else { throw QuorumError(voters: voters) }
    return voters
}

/// Checks its numbers against literals itself, in a helper of its own type and in a top-level
/// one: each is passed the smallest value from 1 up that passes (`voters: 2`, `seats: 3`,
/// `port: 1024`, `termYears: 2`).
public struct Quorum: Hashable, Sendable {
    public var voters: Int
    public var seats: Int
    public var port: UInt16
    public var termYears: Int8

    public init(voters: Int, seats: Int, port: UInt16, termYears: Int8) {
        self.voters = try! requireQuorum(voters)
        precondition(seats >= 3, "a panel seats three or more")
        precondition(1024 <= port, "no privileged port")
        Self.checkTerm(termYears)
        self.seats = seats
        self.port = port
        self.termYears = termYears
    }

    private static func checkTerm(_ years: Int8) {
        precondition(years >= 2 && years <= 6 && years != 5, "a term lasts two to six years, never five")
    }
}

/// Waits a while between two rounds of voting and rejects no wait at all: a made-up `Duration`
/// is `.zero`, so the call passes one second.
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
public struct Recess: Hashable, Sendable {
    public var pause: Duration
    public var rounds: Int

    public init(pause: Duration, rounds: Int) {
        precondition(pause > .zero, "a recess takes some time")
        precondition(rounds > 0)
        self.pause = pause
        self.rounds = rounds
    }
}

/// A panel that checks its size in its own initializer, and a standing one that hands its size
/// on to it as it is: the subclass is passed the size that passes its superclass's check
/// (`size: 3`), not the made-up `1`.
open class Panel {
    public let size: Int

    public init(size: Int = 5, chair: String = "") {
        precondition(size >= 3, "a panel has three members or more")
        self.size = size
    }
}

public final class StandingPanel: Panel {
    public init(size: Int = 5) {
        super.init(size: size, chair: "standing")
    }
}
