/// A count of votes for one kind of choice.
public struct Tally<Choice> {
    public var votes: Int

    public init(votes: Int) {
        self.votes = votes
    }
}

/// Names the generic type itself, with no parameters of its own: a use gives it the type's
/// arguments (`Count<Motion>`), which the lens's type keeps.
typealias Count = Tally

/// Shares a name across `#if` branches, one of them a type not declared here: the known
/// branch decides what is provided, and the alias is written with the use's arguments.
#if HAS_LEDGER_TALLY
typealias Register = LedgerTally
#else
typealias Register = Tally
#endif

public enum Motion {}

public struct Ballot {
    var count: Count<Motion>
    var register: Register<Int>
    public var title: String

    public init(title: String) {
        self.title = title
        count = Count(votes: 0)
        register = Register(votes: 1)
    }
}
