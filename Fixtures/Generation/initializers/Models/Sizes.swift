import Foundation

/// Four bytes, taken from any collection of them; fewer or more is a programming error.
struct Fingerprint: Equatable {
    let bytes: [UInt8]

    init<Source: Collection>(_ source: Source) where Source.Element == UInt8 {
        precondition(source.count == 4, "a fingerprint is four bytes")
        bytes = Array(source)
    }
}

/// Initials of at least two letters.
struct Monogram: Equatable {
    let letters: String

    init(letters: String) {
        guard letters.count >= 2 else { fatalError("a monogram needs two letters") }
        self.letters = letters
    }
}

/// A sixteen-byte checksum and the names it was taken over, more than two of them.
struct Checksum: Equatable {
    let digest: Data
    let parts: [String]

    init(digest: Data, parts: [String]) {
        precondition(digest.count == 16 && parts.count > 2)
        self.digest = digest
        self.parts = parts
    }
}

/// Holds a fingerprint and a monogram: built from theirs.
struct Keyring: Equatable {
    var owner: Monogram
    var print: Fingerprint
}

/// A row of cells as wide as the type says.
struct Lane: Equatable {
    static let width = 3

    let cells: [Int]

    init(cells: [Int]) {
        precondition(cells.count == Self.width, "a lane is three cells wide")
        self.cells = cells
    }
}
