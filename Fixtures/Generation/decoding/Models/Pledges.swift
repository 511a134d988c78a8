import Foundation

/// What every ledger entry promises, named once for the whole module: a typealias of a
/// composition is as good a conformance as writing the protocols out.
public typealias LedgerEntry = Codable & Hashable & Sendable

/// Something that can be stamped on a pledge; the only conformer says so in a composition.
public protocol Stamped: Sendable {
    var ink: String { get }
}

public struct Seal: Hashable & Stamped {
    public let ink: String
    public init(ink: String) { self.ink = ink }
}

/// A pledge whose one initializer is its own `init(from:)`: it conforms through the alias, so
/// it is decoded, and a donor's note that fails to decode is dropped rather than thrown.
public struct Pledge: LedgerEntry {
    public let donor: String
    public let note: URL?

    enum CodingKeys: String, CodingKey { case donor, note }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        donor = try container.decode(String.self, forKey: .donor)
        do {
            note = try container.decodeIfPresent(URL.self, forKey: .note)
        } catch {
            note = nil
        }
    }
}

/// A running total, decodable through a composition written in its own clause.
public struct Tally: Decodable & Equatable & Sendable {
    public let pledges: [Pledge]

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        pledges = (try? container.decode([Pledge].self)) ?? []
    }
}

/// Holds whatever stamped it: `Seal` is its only conformer.
public struct Receipt: Sendable {
    public let stamp: any Stamped
    public init(stamp: any Stamped) { self.stamp = stamp }
}
