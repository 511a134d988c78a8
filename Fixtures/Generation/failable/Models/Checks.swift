/// Checks its argument with a precondition: with nothing else to build it, it is called with
/// every argument passed, and a provided list is not empty.
public struct Roster {
    public let names: [String]

    public init(names: [String] = []) {
        precondition(!names.isEmpty, "a roster names someone")
        self.names = names
    }
}

/// Parses its text, which a made-up one would not survive: its own constant is used instead.
public struct Revision: Sendable {
    public static let initial = Revision("1.0")
    public let parts: [Int]

    public init(_ text: String) {
        let parts = text.split(separator: ".").compactMap { Int($0) }
        guard parts.count == 2 else { fatalError("a revision is major.minor") }
        self.parts = parts
    }
}

/// Two initializers: the one that asserts comes after the one that does not.
public struct Budget {
    public let cents: Int

    public init(cents: Int) {
        assert(cents > 0, "a budget is positive")
        self.cents = cents
    }

    public init(euros: Double) {
        cents = Int(euros * 100)
    }
}

/// Made only through its static functions: the one that checks its argument is not called.
public struct Ticket {
    public let code: String
    public let seat: Int

    private init(code: String, seat: Int) {
        self.code = code
        self.seat = seat
    }

    public static func numbered(_ number: Int) -> Ticket {
        precondition(number > 1_000, "tickets are numbered from 1000")
        return Ticket(code: "T\(number)", seat: number)
    }

    public static func named(_ code: String, seat: Int = 1) -> Self {
        Ticket(code: code, seat: seat)
    }
}

/// Checks its text with a precondition and a `fatalError`: a trapping initializer is passed
/// text that is not empty, optional text too, as it is passed collections that are not.
public struct Badge {
    public let holder: String
    public let motto: Substring

    public init(holder: String, motto: Substring?) {
        precondition(!holder.isEmpty, "a badge has a holder")
        guard let motto, !motto.isEmpty else { fatalError("and a motto") }
        self.holder = holder
        self.motto = motto
    }
}

/// Its file name's extension is its kind, which the initializer it delegates to checks: the
/// delegating ones may trap as well, and after the one that checks, whose arguments are
/// provided rather than derived.
public struct Attachment {
    public let kind: String
    public let size: Int

    public init(kind: String, size: Int) {
        precondition(!kind.isEmpty, "an attachment has a kind")
        self.kind = kind
        self.size = size
    }

    public init(fileName: String) {
        self.init(kind: String(fileName.drop { $0 != "." }.dropFirst()), size: 0)
    }

    /// Delegates through `init(fileName:)`.
    public init() {
        self.init(fileName: "untitled")
    }
}

/// Checks its code through a top-level function: it may trap as if it checked the code itself,
/// and is passed text that is not empty.
func requireCode(_ code: String) {
    precondition(!code.isEmpty, "a voucher has a code")
}

public struct Voucher {
    public let code: String

    public init(code: String) {
        requireCode(code)
        self.code = code
    }
}

/// Checks that its sizes are positive: a trapping initializer is passed numbers that are not
/// zero, as it is passed text that is not empty.
public struct Rack {
    public let slots: Int
    public let depth: Double

    public init(slots: Int, depth: Double) {
        precondition(slots > 0 && depth > 0, "a rack holds something")
        self.slots = slots
        self.depth = depth
    }
}

/// A stop is only ever parsed, which may fail.
public struct Stop {
    public let name: String

    public init(parsing text: String) throws {
        guard text.first == "#" else { throw StopError() }
        name = String(text.dropFirst())
    }
}

public struct StopError: Error {}

/// Needs a stop, and none can be made: a trapping initializer is not passed the empty list a
/// collection falls back to, and the route is skipped for want of a stop.
public struct Route {
    public let stops: [Stop]

    public init(stops: [Stop]) {
        precondition(!stops.isEmpty, "a route has a stop")
        self.stops = stops
    }
}
