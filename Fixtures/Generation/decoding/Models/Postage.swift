import Foundation

/// Reads an optional date through a helper that checks the text only when there is one: the
/// providing decoder has none (`decodeIfPresent` gives `nil`), so decoding builds it, while
/// `Stamp`, read through `checkedDate`, stays skipped.
public struct Franking: Decodable {
    public let stamped: Date?
    public let pence: Int

    private enum Keys: CodingKey { case stamped, pence }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        stamped = try container.checkedDateIfPresent(forKey: .stamped)
        pence = try container.decode(Int.self, forKey: .pence)
    }
}

/// The same check behind a `guard`: what follows its `else` is not reached either.
public struct Redirection: Decodable {
    public let until: Date?

    private enum Keys: CodingKey { case until }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        until = try container.guardedDateIfPresent(forKey: .until)
    }
}

/// Checks the text in its own `init(from:)`, inside `if let`: decoding builds it.
public struct Parcel: Decodable {
    public let weighed: Date?

    private enum Keys: CodingKey { case weighed }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        if let text = try container.decodeIfPresent(String.self, forKey: .weighed) {
            guard let date = ISO8601DateFormatter().date(from: text) else {
                throw DecodingError.dataCorruptedError(forKey: .weighed, in: container, debugDescription: "not an ISO 8601 date")
            }
            weighed = date
        } else {
            weighed = nil
        }
    }
}

extension KeyedDecodingContainer {
    func checkedDateIfPresent(forKey key: Key) throws -> Date? {
        if let text = try decodeIfPresent(String.self, forKey: key) {
            guard let date = ISO8601DateFormatter().date(from: text) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "not an ISO 8601 date")
            }
            return date
        }
        return nil
    }

    func guardedDateIfPresent(forKey key: Key) throws -> Date? {
        guard let text = try decodeIfPresent(String.self, forKey: key) else { return nil }
        guard let date = ISO8601DateFormatter().date(from: text) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "not an ISO 8601 date")
        }
        return date
    }
}
