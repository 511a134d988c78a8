/// Initializers that may fail on a made-up argument: `""` is no version.
public struct Version {
    public let major: Int
    public let minor: Int

    public init?(string: String) {
        let parts = string.split(separator: ".").compactMap { Int($0) }
        guard parts.count == 2 else { return nil }
        major = parts[0]
        minor = parts[1]
    }
}

public struct ParseError: Error {}

public struct Checksum {
    public let hex: String

    public init(validating hex: String) throws {
        guard !hex.isEmpty else { throw ParseError() }
        self.hex = hex
    }
}

/// A failable initializer beside one that cannot fail: the plain one is used.
public struct Channel {
    public let name: String

    public init?(rawName: String) {
        guard rawName.hasPrefix("#") else { return nil }
        name = rawName
    }

    public init(name: String) {
        self.name = name
    }
}

/// Needs `Version`, which gets no factory; an optional one can be `nil`.
public struct Release {
    public var channel: Channel
    public var version: Version?
    public var notes: String
}

public struct Pinned {
    public var version: Version
}

/// A literal initializer is made for `"1042"` written in code: a made-up `""` would trap, so
/// the plain initializer is used.
public struct Build: ExpressibleByStringLiteral {
    public var number: Int

    public init(number: Int) {
        self.number = number
    }

    public init(stringLiteral value: String) {
        guard let number = Int(value) else { fatalError("'\(value)' is not a build number") }
        self.number = number
    }
}

/// Only literal initializers: the array's keeps its list, and is passed one element (none fits both).
public struct Labels: ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    var names: [String]

    public init(arrayLiteral elements: String...) {
        names = elements
    }

    public init(dictionaryLiteral elements: (String, Int)...) {
        names = elements.map(\.0)
    }
}

/// A failable initializer with decoding to fall back on: the call is tried first, and when
/// the made-up string is no version, decoding still builds one.
public struct Semver: Codable {
    public let major: Int
    public let minor: Int

    public init?(string: String) {
        let parts = string.split(separator: ".").compactMap { Int($0) }
        guard parts.count == 2 else { return nil }
        major = parts[0]
        minor = parts[1]
    }
}

/// A throwing one, called with `try?`.
public struct Digest: Codable {
    public let hex: String

    public init(hex: String) throws {
        guard !hex.isEmpty else { throw ParseError() }
        self.hex = hex
    }
}

/// Constants of the type's own type are values the author wrote, which cannot fail.
public struct Region: Sendable {
    public let code: String

    public init?(code: String) {
        guard code.count == 2 else { return nil }
        self.code = code
    }

    public static let home = Region(code: "NZ")!
    public static var abroad: Region { Region(code: "FR")! }
}

/// Decoded by the standard library through `init?(rawValue:)`, which may return `nil`:
/// decoding is no fallback here.
public struct Tier: RawRepresentable, Codable {
    public let rawValue: String

    public init?(rawValue: String) {
        guard rawValue.hasPrefix("tier-") else { return nil }
        self.rawValue = rawValue
    }
}

public struct Plan {
    public var region: Region
    public var semver: Semver
    public var digest: Digest
    public var tier: Tier?
}

/// Two throwing initializers that fit the same short call: every argument is passed.
public struct Notice: Codable {
    public let title: String
    public let level: Int?

    public init(title: String, level: Int? = nil) throws {
        guard !title.isEmpty else { throw ParseError() }
        self.title = title
        self.level = level
    }

    public init(title: String, rawLevel: String? = nil) throws {
        try self.init(title: title, level: rawLevel.flatMap { Int($0) })
    }
}

/// Only an async initializer: a synchronous `provide()` cannot await it.
public final class Uploader {
    public let endpoint: String

    public init(endpoint: String) async throws {
        self.endpoint = endpoint
    }
}
