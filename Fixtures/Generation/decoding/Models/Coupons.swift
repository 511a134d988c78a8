import Foundation

/// A coupon code, coded as its text. Its `init?(rawValue:)` never says `return nil`, but it
/// tries an initializer that rejects a code without its leading `#`, and fails when that one throws:
/// the standard library's decoding of any made-up text through it fails, so decoding is no way
/// to build it, and nothing else is.
public struct Coupon: RawRepresentable, Codable, Sendable {
    public typealias RawValue = String

    public enum Problem: Error { case unmarked }

    public let rawValue: String

    public init?(rawValue: RawValue) {
        try? self.init(code: rawValue)
    }

    public init(code: String) throws {
        guard code.hasPrefix("#") else { throw Problem.unmarked }
        rawValue = code
    }
}

/// One whose `init?(rawValue:)` surely gives a value is still decoded through it.
public struct GiftCard: RawRepresentable, Codable, Sendable {
    public let rawValue: String

    public init?(rawValue: String) {
        self.rawValue = rawValue
    }
}
