import Foundation

/// A stay of at least one night, kept in the defaults database as a dictionary. A dictionary of
/// `Any` is no raw type the standard library codes, so `Codable` is synthesized, keyed: decoding
/// calls neither `init?(rawValue:)`, which may return nil, nor the initializer that checks the
/// length, and is the way to build it that cannot trap.
public struct Stay: RawRepresentable, Hashable, Sendable {
    public typealias RawValue = [String: Any]

    public enum Length: Hashable, Codable, Sendable {
        case nights(Int)
        case open

        var count: Int {
            switch self {
            case .nights(let count): return count
            case .open: return .max
            }
        }
    }

    public var arrival: Date
    public let length: Length

    public init(arrival: Date, length: Length) {
        precondition(length.count > 0, "a stay lasts a night at least")
        self.arrival = arrival
        self.length = length
    }

    public init?(rawValue: RawValue) {
        guard let arrival = rawValue["arrival"] as? Date else { return nil }
        self.init(arrival: arrival, length: .open)
    }

    public var rawValue: RawValue { ["arrival": arrival] }
}

extension Stay: Codable {}

/// Its raw type named through the alias: a `String`, which the standard library codes as the
/// one value, so no lens replaces a `rawValue` key.
public struct GuestHandle: RawRepresentable, Hashable, Codable, Sendable {
    public typealias RawValue = String

    public static let anonymous = GuestHandle(rawValue: "anonymous")!

    public let rawValue: RawValue

    public init?(rawValue: RawValue) {
        guard !rawValue.isEmpty else { return nil }
        self.rawValue = rawValue
    }
}
