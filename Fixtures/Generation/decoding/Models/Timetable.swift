import Foundation

/// Swift synthesizes an enum's `Codable` only when every payload is `Decodable`, so Foundation's
/// `DateInterval`, which no standard default provides, is decoded on its own for `booked`.
public enum Sitting: Codable, Equatable {
    case booked(DateInterval)
    case tentative(from: Date)
}

public struct Timetable: Codable, Equatable {
    public var first: Sitting
    public var room: String
}
