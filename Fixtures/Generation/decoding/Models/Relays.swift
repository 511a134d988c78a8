import Foundation

/// The models make another module's address `Decodable` themselves, from its text, and throw
/// when it does not parse: no word, number, time, URL or path does, a dotted address does.
extension HostAddress: Decodable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let address = HostAddress(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an address: \(text)")
        }
        self = address
    }
}

/// A relay reached at an address of that type, built through its initializer; its synthesized
/// decoding proves the address decodable, so the address is decoded on its own.
public struct Relay: Decodable, Equatable {
    public let gateway: HostAddress
    public let port: UInt16

    public init(gateway: HostAddress, port: UInt16) {
        self.gateway = gateway
        self.port = port
    }
}
