import Foundation

/// A till slip stamps the second it is printed in a `let` with a value: every initializer sets
/// it anew and no argument can replace it, so two provided slips may differ there, and the
/// generator says so (`varies`), for the slip and for the roll that holds slips.
public struct TillSlip {
    public let printedAt = String(Int(Date().timeIntervalSince1970))
    public var amount: Int
}

public struct TillRoll {
    public var slips: [TillSlip]
}
