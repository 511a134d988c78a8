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
