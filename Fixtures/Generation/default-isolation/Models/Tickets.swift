/// A nonisolated enum whose first case builds nonisolated values only, so its `provide()` is
/// nonisolated; another case carries a `Customer`, whose `provide()` runs on the main actor.
/// `variant(_:)` and `arbitrary(using:)` are nonisolated too: they cannot list that case.
nonisolated public enum Ticket {
    case price(Price)
    case holder(Customer)
    case open
}

/// A nonisolated struct whose omitted optional field is main-actor provided: its field
/// variations cannot vary it from a nonisolated `fieldVariations`.
nonisolated public struct Voucher {
    public var code: String
    public var holder: Customer? = nil
}
