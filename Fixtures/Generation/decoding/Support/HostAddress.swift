import Foundation

// Stands for a network library's address type from another module (Network's `IPv4Address` in
// shape): not `Decodable` there, parsed only from four dotted numbers. factorygen does not read it.

/// An IPv4 address; `init?(_:)` refuses any other text.
public struct HostAddress: Equatable, Sendable {
    public let octets: [UInt8]

    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let octets = parts.compactMap { UInt8($0) }
        guard parts.count == 4, octets.count == 4 else { return nil }
        self.octets = octets
    }
}
