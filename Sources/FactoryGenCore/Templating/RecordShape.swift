import Foundation

/// A member name as a compiled template reads it, with the number the name is interned as.
///
/// A record of a known ``RecordShape`` (every type's, every lens's) finds the member by that
/// number in one array read, where a name would be compared with each of its keys.
struct MemberKey: Sendable {
    let name: String
    let symbol: Int

    init(_ name: String) {
        self.name = name
        symbol = MemberSymbols.intern(name)
    }
}

/// The numbers member names are interned as: assigned once per name, for the whole process,
/// when a shape or a compiled template first names it.
enum MemberSymbols {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var symbols: [String: Int] = [:]

    static func intern(_ name: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if let symbol = symbols[name] { return symbol }
        let symbol = symbols.count
        symbols[name] = symbol
        return symbol
    }
}

/// The member names of a family of records, in order. Its records hold only their values,
/// in the same order, `.null` for one that is absent.
///
/// ```swift
/// let shape = RecordShape(["name", "type"])
/// let lens = TemplateRecord(shape: shape, values: ["_age", "Int"])
/// lens[MemberKey("type")] // .string("Int")
/// ```
final class RecordShape: Sendable {
    let keys: [String]
    /// Each key's position, by its symbol; `-1` for the symbols of other names. Empty for a
    /// shape made for one record, which is looked up by name instead.
    private let slots: [Int32]

    /// A shape shared by many records: its keys are interned, so lookups by key are one read.
    init(_ keys: [String]) {
        self.keys = keys
        let symbols = keys.map(MemberSymbols.intern)
        var slots = [Int32](repeating: -1, count: (symbols.max() ?? -1) + 1)
        for (index, symbol) in symbols.enumerated().reversed() { slots[symbol] = Int32(index) }
        self.slots = slots
    }

    /// The shape of one record, found by name: interning its keys would cost more than the
    /// lookups it saves.
    init(unindexed keys: [String]) {
        self.keys = keys
        slots = []
    }

    /// The position of `key`, or `nil`.
    @inline(__always) func slot(of key: MemberKey) -> Int? {
        guard !slots.isEmpty else { return slot(named: key.name) }
        guard key.symbol < slots.count else { return nil }
        let slot = slots[key.symbol]
        return slot < 0 ? nil : Int(slot)
    }

    /// The position of the first key equal to `name`, or `nil`.
    func slot(named name: String) -> Int? {
        // Lengths first: two different strings compare through Unicode's canonical equivalence,
        // the slow path, and most keys in the scan differ in length from the one wanted.
        let length = name.utf8.count
        return keys.indices.first { keys[$0].utf8.count == length && keys[$0] == name }
    }
}
