/// A type named like its own module: `Ledger.Entry` would mean a member of this struct, so
/// the generated file reaches the module's types through `Ledger::`.
public struct Ledger {
    public var entries: [Entry]
    public var owner: String
}

public struct Entry {
    public var amount: Int
    public var memo: String
}

extension Ledger {
    /// A nested type named like a top-level one.
    public struct Entry {
        public var pending: Bool
    }
}

public struct Account {
    public var ledger: Ledger
    public var last: Entry
    public var draft: Ledger.Entry
}
