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

/// Only literal initializers, which left without elements would also be ambiguous.
public struct Labels: ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    var names: [String]

    public init(arrayLiteral elements: String...) {
        names = elements
    }

    public init(dictionaryLiteral elements: (String, Int)...) {
        names = elements.map(\.0)
    }
}
