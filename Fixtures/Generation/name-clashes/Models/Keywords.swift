/// A word a tokenizer knows, one of which is spelled `Self`: inside the enum's extensions, an
/// expression's `Self` is that case, not the enum, so the generated code and its checks spell
/// the enum out.
enum Reserved: Equatable {
    case `Self`
    case `self`
    case custom(String)
}

/// A value with a shared instance named `` `Self` ``: `Self(count:)` in its extension would
/// call that instance.
struct Ledger: Equatable {
    static let `Self` = Ledger(count: 1)
    var count: Int
}

/// A value whose own method is named `` `Self` ``.
struct Looking: Equatable {
    var image: String

    func `Self`() -> Looking { self }
}
