/// The first position of each name in a list, for code that looks names up in a type's
/// properties or an initializer's parameters once per property or parameter.
///
/// ```swift
/// let index = NameIndex(["id", "name", "id"])
/// index.firstIndex(of: "id")    // 0
/// index.contains("email")       // false
/// ```
///
/// Hashing a name costs about ten times as much as comparing two short ones, so a list of up to
/// a few dozen names, as most types' are, is scanned. Some types have hundreds of properties (a
/// server's generated entities), where a scan for each of them is quadratic: there the
/// positions are hashed once.
struct NameIndex {
    private let names: [String]
    private let positions: [String: Int]?

    /// The longest list that is scanned rather than hashed.
    static let scanLimit = 40

    init(_ names: [String]) {
        self.names = names
        guard names.count > Self.scanLimit else {
            positions = nil
            return
        }
        var positions: [String: Int] = [:]
        positions.reserveCapacity(names.count)
        for (position, name) in names.enumerated() where positions[name] == nil { positions[name] = position }
        self.positions = positions
    }

    /// The position of the first `name` in the list, as `Array.firstIndex(of:)` gives it.
    func firstIndex(of name: String) -> Int? {
        if let positions { return positions[name] }
        return names.firstIndex(of: name)
    }

    func contains(_ name: String) -> Bool {
        firstIndex(of: name) != nil
    }
}
