import Foundation

/// Guards its entries with a lock, whose state is an address: two provided values are equal
/// all the same, and the check compares them so.
public final class Ledger {
    let lock = NSRecursiveLock()
    public var entries: [String]

    public init(entries: [String] = []) {
        self.entries = entries
    }
}

public enum LedgerSource {
    case ledger(Ledger)
    case empty
}
