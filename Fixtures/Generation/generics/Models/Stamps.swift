/// A stamp keeps how it prints private, so the way in is its static functions; its `Ink` is
/// a phantom parameter, and the functions build a stamp of any ink. The one in an extension
/// naming an ink (`extension Stamp<Red>`) builds that ink's stamps only, and is not used.
public struct Stamp<Ink>: Sendable {
    private let print: @Sendable () -> String

    public var printed: String { print() }

    public static func word(_ text: String) -> Stamp {
        Stamp(print: { text })
    }
}

public enum Red: Sendable {}

extension Stamp<Red> {
    public static func alarm() -> Stamp<Red> {
        Stamp(print: { "!" })
    }
}

/// A sticker holds its motif privately too; its functions return `Self` or name the
/// parameter, and one takes a motif, which the factory then needs.
public struct Sticker<Motif: Sendable>: Sendable {
    private let motif: Motif
    private let size: Int

    public var shown: Motif { motif }

    public static func of(_ motif: Motif) -> Sticker<Motif> {
        Sticker(motif: motif, size: 1)
    }

    public static func blank(size: Int) -> Self where Motif == String {
        Sticker(motif: "", size: size)
    }
}

/// A ledger's entry is kept by its superclass, so only its static function says that making
/// a ledger builds an entry: a bookcase of ledgers needs its entries providable.
public final class Ledger<Entry>: ManagedBuffer<Entry, Int> {
    public static func opening(with entry: Entry) -> Self {
        unsafeDowncast(Self.create(minimumCapacity: 1) { _ in entry }, to: Self.self)
    }
}

public struct Bookcase<Entry> {
    public let ledger: Ledger<Entry>
}
