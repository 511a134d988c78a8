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

/// Not `Codable` itself, but `Sitting`'s synthesized conformance above proves `DateInterval`
/// decodable: its window is decoded on its own rather than the whole struct skipped.
public struct Rota {
    public let window: DateInterval
    public let spare: DateInterval?
    public let staff: [String]

    public init(window: DateInterval, spare: DateInterval?, staff: [String]) {
        self.window = window
        self.spare = spare
        self.staff = staff
    }
}

/// `Dictionary` is `Decodable` only when its keys are too: `Shortcuts`' synthesized conformance
/// proves `URLComponents` decodable, and `Link`, which is not `Codable`, decodes its own.
public struct Shortcuts: Codable {
    public var targets: [URLComponents: String]
}

public struct Link {
    public let parts: URLComponents

    public init(parts: URLComponents) {
        self.parts = parts
    }
}
