/// A register of sixteen bits, shifted like the standard integers.
public struct Register: Equatable, Sendable {
    public var bits: UInt16
    public var label: String

    public init(bits: UInt16, label: String) {
        self.bits = bits
        self.label = label
    }

    public static func <<<Other: BinaryInteger>(lhs: Register, rhs: Other) -> Register {
        Register(bits: lhs.bits << rhs, label: lhs.label)
    }

    public static func <<=<Other: BinaryInteger>(lhs: inout Register, rhs: Other) {
        lhs = lhs << rhs
    }

    public static func >>= (lhs: inout Register, rhs: some BinaryInteger) {
        lhs.bits >>= rhs
    }

    /// Runs `work` on the caller's actor, as Swift 6.2 spells it.
    public func reading<R>(_ work: nonisolated(nonsending) (Register) async throws -> R) async rethrows -> R {
        try await work(self)
    }
}
