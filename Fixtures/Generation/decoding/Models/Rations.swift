import Foundation

/// Works out each sailor's share when the sheet leaves it out, dividing one decoded count by
/// another: the providing decoder answers `0` for both, and an integer division by zero traps.
/// Decoding may stop there, so it is skipped.
public struct RationPlan: Decodable {
    public var barrels: Int
    public var crew: Int
    public var share: Int

    private enum Keys: String, CodingKey { case barrels, crew, share }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        barrels = try container.decode(Int.self, forKey: .barrels)
        crew = try container.decode(Int.self, forKey: .crew)
        share = try container.decodeIfPresent(Int.self, forKey: .share) ?? barrels / crew
    }
}

/// The remainder traps the same way, through `self.`.
public struct Watch: Decodable {
    public let hours: UInt8
    public let bells: UInt8
    public let leftover: UInt8

    private enum Keys: String, CodingKey { case hours, bells }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        hours = try container.decode(UInt8.self, forKey: .hours)
        bells = try container.decode(UInt8.self, forKey: .bells)
        leftover = hours % self.bells
    }
}

/// A floating-point division by zero gives infinity or NaN, no trap: decoding builds it. So does
/// a division by a literal, by a count that falls back to one when absent, one only reached
/// when the sheet holds the divisor, and one in a closure run for each of no pours.
public struct Keg: Decodable {
    public let litres: Double
    public let cups: Double
    public let perCup: Double
    public let halves: Int
    public let tapped: Int?
    public let perMate: Int
    public let pours: [Int]

    private enum Keys: String, CodingKey { case litres, cups, halves, tapped, mates, glasses, pours }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        litres = try container.decode(Double.self, forKey: .litres)
        cups = try container.decode(Double.self, forKey: .cups)
        perCup = litres / cups
        halves = try container.decode(Int.self, forKey: .halves) / 2
        if let taps = try container.decodeIfPresent(Int.self, forKey: .tapped) {
            tapped = halves / taps
        } else {
            tapped = nil
        }
        let mates = try container.decodeIfPresent(Int.self, forKey: .mates) ?? 4
        perMate = halves / mates
        let glasses = try container.decode(Int.self, forKey: .glasses)
        pours = try container.decode([Int].self, forKey: .pours).map { pour in pour / glasses }
    }
}

/// Takes its flagship from the first of the ships it decoded: the providing decoder decodes an
/// empty list, and the index traps. Decoding may stop there, so it is skipped.
public struct Convoy: Decodable {
    public let flagship: String
    public let escorts: Int

    private enum Keys: String, CodingKey { case ships, escorts }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let ships = try container.decode([String].self, forKey: .ships)
        flagship = ships[0]
        escorts = try container.decode(Int.self, forKey: .escorts)
    }
}

/// The same reads that cannot trap: a dictionary's subscript gives an optional, `first` and a
/// list that falls back to a literal are fine.
public struct Harbour: Decodable {
    public let berths: Int?
    public let firstShip: String?
    public let pilot: String

    private enum Keys: String, CodingKey { case berths, ships, pilots }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let berths = try container.decode([String: Int].self, forKey: .berths)
        self.berths = berths["north"]
        firstShip = try container.decode([String].self, forKey: .ships).first
        let pilots = try container.decodeIfPresent([String].self, forKey: .pilots) ?? ["harbourmaster"]
        pilot = pilots[0]
    }
}
