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

/// A protocol whose extension decodes through an initializer each conformer writes: decoding
/// a conformer runs that conformer's own.
public protocol Parsed: Decodable {
    init(fields: [String: String]) throws
}

extension Parsed {
    public init(from decoder: any Decoder) throws {
        let fields = try decoder.singleValueContainer().decode([String: String].self)
        try self.init(fields: fields)
    }
}

public enum WaybillError: Error {
    case missingCarrier
}

/// Its `init(fields:)` throws on the made-up empty dictionary, so decoding would stop: skipped,
/// where its `provide()` would trap.
public struct Waybill: Parsed {
    public let carrier: String

    public init(fields: [String: String]) throws {
        guard let carrier = fields["carrier"] else { throw WaybillError.missingCarrier }
        self.carrier = carrier
    }
}

/// Its `init(fields:)` takes whatever it is given: decoded.
public struct Docket: Parsed {
    public let number: String

    public init(fields: [String: String]) throws {
        number = fields["number"] ?? ""
    }
}
