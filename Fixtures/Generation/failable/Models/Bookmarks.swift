import Foundation

/// Shelved by a label, which always works, or by a position, which may not exist.
public struct Shelf: Equatable, Sendable {
    public var label: String

    public init(label: String) {
        self.label = label
    }

    public init?(position: Int) {
        guard position >= 0 else { return nil }
        label = "shelf \(position)"
    }
}

/// Known only by a two-letter code that is checked: one constant is optional, the other is
/// unwrapped, and only the second is a `Country`.
public struct Country: Equatable, Sendable {
    public let isoCode: String

    public init?(isoCode: String) {
        guard isoCode.count == 2 else { return nil }
        self.isoCode = isoCode
    }

    public static let unchecked = Country(isoCode: "N")
    public static let picked = Country(isoCode: "IS")!
}

/// Types Swift infers from initializer calls: a lens only for those whose call cannot fail
/// and is the whole value.
public struct Bookmark: Equatable {
    public var tags = [String]()
    public var weights = [String: Double]()
    public var rating = Double()
    public var savedAt = Date(timeIntervalSince1970: 86_400)
    public var shelf = Shelf(label: "inbox")
    // Optionals, or not the callee's type at all: no lens.
    public var address = URL(string: "https://example.org/saved")
    public var retries = Int("3")
    public var digest = Data("seed".utf8).base64EncodedString()
    public var spot = Shelf(position: 4)
    public var home = Country(isoCode: "NZ")

    public init() {}
}
