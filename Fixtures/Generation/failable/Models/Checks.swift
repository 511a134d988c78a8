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
