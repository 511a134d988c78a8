/// The standard protocols the standard number types conform to, as far as parameters are
/// constrained by them: what a generic parameter may be bound to a number for.
///
/// ```swift
/// StandardNumberConformances.number(for: ["FixedWidthInteger", "Sendable"]) // "Int"
/// StandardNumberConformances.number(for: ["BinaryFloatingPoint"])           // "Double"
/// ```
public enum StandardNumberConformances {
    /// Protocols `Int`, `UInt` and `Double` all conform to that a numeric parameter is also
    /// commonly constrained by.
    static let shared: Set<String> = [
        "Hashable", "Equatable", "Comparable", "Sendable", "Codable", "Encodable", "Decodable",
        "CustomStringConvertible", "LosslessStringConvertible", "Numeric", "AdditiveArithmetic", "Strideable",
    ]

    /// The standard numeric types, in order of preference, with the numeric protocols each
    /// conforms to beyond ``shared``.
    static let numbers: [(type: String, protocols: Set<String>)] = [
        ("Int", ["BinaryInteger", "SignedInteger", "FixedWidthInteger", "SignedNumeric"]),
        ("UInt", ["BinaryInteger", "UnsignedInteger", "FixedWidthInteger"]),
        ("Double", ["FloatingPoint", "BinaryFloatingPoint", "SignedNumeric"]),
    ]

    /// The first of `Int`, `UInt` and `Double` that conforms to every one of `protocols`, or `nil`.
    public static func number(for protocols: [String]) -> String? {
        numbers.first { number in protocols.allSatisfy { shared.contains($0) || number.protocols.contains($0) } }?.type
    }
}
