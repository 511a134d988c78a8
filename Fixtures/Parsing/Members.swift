// An app's member model: identifiers, seasons and the member who owns them.
import Foundation

/// A member's identifier, wrapped so that it cannot be mixed up with other strings.
public struct MemberID: Hashable, Codable, Sendable {
    public let rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}

/// The season a member signed up in.
public enum Season: String, CaseIterable, Codable, Sendable {
    case spring, summer, autumn, winter

    public var isWarm: Bool { self == .spring || self == .summer }
}

/// A member of the climbing club.
public struct Member: Identifiable, Equatable, Sendable {
    public let id: MemberID
    public var displayName: String
    public var age: Int
    public var joinedIn: Season
    public var email: String?
    public var tags: Set<String> = []
    public var rating: Double = 0.0
    public var lastVisit: Date?
    public var emergencyContact: Contact?

    public struct Contact: Equatable, Sendable {
        public var name: String
        public var phone: String
    }

    public var isAdult: Bool { age >= 18 }

    public init(id: MemberID, displayName: String, age: Int, joinedIn: Season) {
        self.id = id
        self.displayName = displayName
        self.age = age
        self.joinedIn = joinedIn
    }
}

extension Member {
    public static let guest = Member(id: MemberID("guest"), displayName: "Guest", age: 0, joinedIn: .spring)
}
