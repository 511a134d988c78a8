/// A protocol whose extension codes its conformers, as an ORM's model protocol does: Swift
/// synthesizes nothing for them, so they are neither rebuilt by coding nor decoded.
public protocol Stored: Codable {
    init()
}

extension Stored {
    public init(from decoder: any Decoder) throws {
        self.init()
    }

    public func encode(to encoder: any Encoder) throws {}
}

/// Its lenses cannot rebuild it by coding: the protocol's coding drops every field.
public final class Journal: Stored {
    public var title = ""
    public var entries = 0

    public init() {}
}

public protocol Checked: Decodable {}

extension Checked {
    public init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "never valid"))
    }
}

/// Only decoding could build it, and the protocol's `init(from:)` always throws: skipped.
public struct Voucher: Checked {
    public let code: String

    private init(code: String) {
        self.code = code
    }
}
