/// A failable initializer with no `return nil` that indexes a split of its argument: a
/// made-up `""` leaves nothing to index, so it is never called, nor is decoding, which a raw
/// value's `Codable` does through it.
public struct Handle: RawRepresentable, Hashable, Codable {
    public let user: String
    public let host: String?

    public init?(rawValue: String) {
        let parts = rawValue.split(separator: "@", maxSplits: 1)
        user = String(parts[0])
        host = parts.count > 1 ? String(parts[1]) : nil
    }

    public var rawValue: String { host.map { user + "@" + $0 } ?? user }
}

/// Only that failable initializer: no factory.
public struct Alias: RawRepresentable, Hashable {
    public let head: String

    public init?(rawValue: String) {
        head = String(rawValue.split(separator: ".")[0])
    }

    public var rawValue: String { head }
}

/// An index into an array literal the body writes is no subscript of a made-up value.
public struct Palette {
    public let colors: [String]

    public init(name: String) {
        colors = [name] + ["white"]
    }
}
