/// A protocol whose requirement throws: each reply reads itself from a payload of fields.
public protocol FieldReply {
    init(fields: [String: String]) throws
}

struct MissingField: Error {
    var key: String
}

/// A reply whose content does not matter: the body is empty, so it cannot throw. It is called
/// with `try!`.
public struct Acknowledged: FieldReply {
    public init(fields: [String: String]) throws {}
}

/// Each field read with `try?`, which absorbs the error: this body cannot throw either.
public struct Tallies: FieldReply {
    public var hits: Int?
    public var misses: Int?

    public init(fields: [String: String]) throws {
        hits = try? Self.count(fields["hits"])
        misses = try? Self.count(fields["misses"])
    }

    static func count(_ text: String?) throws -> Int {
        guard let text, let value = Int(text) else { throw MissingField(key: "count") }
        return value
    }
}

/// A plain `try` may pass the error on: not called, and the type is skipped.
public struct Verdict: FieldReply {
    public var code: Int

    public init(fields: [String: String]) throws {
        code = try Tallies.count(fields["code"])
    }
}

/// A class whose body throws only after a check: not called either.
public final class Receipt: FieldReply {
    public let number: String

    public init(fields: [String: String]) throws {
        guard let number = fields["number"] else { throw MissingField(key: "number") }
        self.number = number
    }
}

/// A class whose throwing body cannot throw, which descends from nothing: called with `try!`.
public final class Bulletin: FieldReply {
    public var text = ""

    public init(fields: [String: String]) throws {
        text = fields["text"] ?? ""
    }
}
