import Foundation

/// Classes with only `let`s and no initializer: Swift synthesizes `init(from:)` and nothing
/// else, so decoding is the only way to build them. The optional references back up the graph
/// (`Book.author`, `Agent.represents`) end the recursion.
public final class Author: Codable {
    public let name: String
    public let born: Date
    public let books: [Book]
    public let agent: Agent?
}

public final class Book: Codable {
    public let title: String
    public let author: Author?
    public let genre: Genre
    public let isbn: ISBN
    public let pageCount: Int

    enum CodingKeys: String, CodingKey {
        case title, author, genre
        case isbn = "isbn_13"
        case pageCount = "page_count"
    }
}

public final class Agent: Codable {
    public let agency: String
    public let represents: Author?
}

/// Decoding `""` would fail: the value comes from the enum's own factory instead.
public enum Genre: String, Codable {
    case essay, novel, poetry
}

/// A struct whose one initializer is a hand-written `init(from:)`.
public struct ISBN: Codable {
    public let digits: String

    public init(from decoder: any Decoder) throws {
        digits = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(digits)
    }
}

/// A generic envelope that reads a nested container by hand.
public struct Page<Item: Decodable>: Decodable {
    public let items: [Item]
    public let total: Int
    public let next: URL?

    private enum Keys: String, CodingKey { case items, meta }
    private enum MetaKeys: String, CodingKey { case total, next }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        items = try container.decode([Item].self, forKey: .items)
        let meta = try container.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
        total = try meta.decode(Int.self, forKey: .total)
        next = try meta.decodeIfPresent(URL.self, forKey: .next)
    }
}

/// A non-optional field of a decoded class, itself decoded.
public final class Catalogue: Decodable {
    public let firstPage: Page<Book>
    public let featured: Book
    public let updated: Date
}

/// Decodable through a protocol of the inputs.
public protocol Record: Codable {}

public final class Loan: Record {
    public let book: Book
    public let due: Date
    public var renewals: Int
}

/// A hand-written `init(from:)` that rejects what it reads: a made-up value would reach the
/// `throw`, so decoding is not a way to build it.
public struct Edition: Decodable {
    public let number: Int

    private enum Keys: CodingKey { case number }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        number = try container.decode(Int.self, forKey: .number)
        guard number > 0 else {
            throw DecodingError.dataCorruptedError(forKey: .number, in: container, debugDescription: "editions start at 1")
        }
    }
}

/// Needs an `Edition`; the optional one is `nil`.
public final class Reprint: Decodable {
    public let edition: Edition
    public let previous: Edition?
}

public final class Draft: Decodable {
    public let previous: Edition?
}

/// Reads its date through a helper that checks the text: the helper may throw on a made-up
/// value as `Edition`'s own `throw` would, so decoding is not a way to build it either.
public struct Stamp: Decodable {
    public let printed: Date

    private enum Keys: CodingKey { case printed }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        printed = try container.checkedDate(forKey: .printed)
    }
}

extension KeyedDecodingContainer {
    func checkedDate(forKey key: Key) throws -> Date {
        let text = try decode(String.self, forKey: key)
        guard let date = ISO8601DateFormatter().date(from: text) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "not an ISO 8601 date")
        }
        return date
    }
}

/// Reads its text through a lenient helper, which throws only from a `catch`, passing on what
/// the decoder raised: a made-up value goes through, so decoding builds it.
public struct Inscription: Decodable {
    public let text: String
    public let signedOn: Date?

    private enum Keys: CodingKey { case text, signedOn }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        text = try container.lenientText(forKey: .text)
        signedOn = try? container.checkedDate(forKey: .signedOn)
    }
}

/// Reads its date through a helper that tries `checkedDate`: it may stop where that one may.
public struct Postmark: Decodable {
    public let date: Date

    private enum Keys: CodingKey { case date }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        date = try container.postmarkDate(forKey: .date)
    }
}

extension KeyedDecodingContainer {
    func lenientText(forKey key: Key) throws -> String {
        do {
            return try decode(String.self, forKey: key)
        } catch DecodingError.keyNotFound {
            return ""
        } catch {
            throw error
        }
    }

    func postmarkDate(forKey key: Key) throws -> Date {
        try checkedDate(forKey: key)
    }
}

/// Holds an optional `Stamp`, which is `nil`.
public struct Colophon: Decodable {
    public let stamp: Stamp?
    public let typeface: String
}

/// An open `Codable` class: a subclass factorygen cannot build inherits its conformance, and is
/// decoded through its required `init(from:)` rather than stopping the test.
open class Shelf: Codable {
    public let label: String

    public init(label: String) {
        self.label = label
    }
}

/// Only a failable initializer of its own: its superclass's `provide()` tries it, then decodes.
public final class LockedShelf: Shelf {
    public init?(code: String) {
        guard code.count == 4 else { return nil }
        super.init(label: code)
    }

    public required init(from decoder: any Decoder) throws {
        try super.init(from: decoder)
    }
}

/// Reads its range through a helper that shares its name with the container's own `decode`,
/// but not its labels: the helper is followed, and it may stop on a range of another length.
public struct Bookmark: Decodable {
    public let pages: Int

    private enum Keys: CodingKey { case range }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        pages = try container.decode(pageRangeForKey: .range)
    }
}

extension KeyedDecodingContainer {
    func decode(pageRangeForKey key: Key) throws -> Int {
        let bounds = try decode([Int].self, forKey: key)
        guard bounds.count == 2 else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "a range has two bounds")
        }
        return bounds[1] - bounds[0]
    }
}

/// An accession number names its collection before a slash: decoding one without it throws.
/// The public initializer builds it.
open class Accession: Decodable {
    public let number: String

    public init(number: String) {
        self.number = number
    }

    private enum Keys: CodingKey { case number }

    public required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        number = try container.decode(String.self, forKey: .number)
        guard number.contains("/") else {
            throw DecodingError.dataCorruptedError(forKey: .number, in: container, debugDescription: "no collection")
        }
    }
}

/// Only its own `init(from:)`, which ends in its superclass's: a made-up number stops it at the
/// superclass's `throw`, so it is skipped rather than decoded into a trap.
public final class Bequest: Accession {
    public let donor: String

    private enum Keys: CodingKey { case donor }

    public required init(from decoder: any Decoder) throws {
        donor = try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .donor)
        try super.init(from: decoder)
    }
}

/// Needs a `Bequest`, which cannot be provided: skipped, with a warning saying why.
public struct Estate {
    public let bequest: Bequest

    public init(bequest: Bequest) {
        self.bequest = bequest
    }
}
