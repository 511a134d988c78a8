import Foundation

extension Data {
    /// The first and last four bytes; anything shorter is a caller's mistake.
    func splitInHalf() -> (Data, Data) {
        guard count >= 8 else { fatalError("a wafer is eight bytes") }
        return (prefix(4), suffix(4))
    }
}

/// Two layers of four bytes and the block they make: read from the block, or given apart.
struct Wafer: Equatable {
    let top: Data
    let bottom: Data
    let raw: Data

    init(top: Data, bottom: Data) {
        self.top = top
        self.bottom = bottom
        raw = top + bottom
    }

    init(raw: Data) {
        self.raw = raw
        (top, bottom) = raw.splitInHalf()
    }
}
