import Foundation

/// Built from any bytes Foundation can hand it: the parameter of bytes is given `Data`.
public struct Checksum: Equatable {
    public let value: UInt8

    public init<Bytes: DataProtocol>(over bytes: Bytes) {
        value = bytes.reduce(0, &+)
    }
}

/// Bytes read through `withUnsafeBytes`, and kept: `Data` too.
public struct Snapshot: Equatable {
    public let length: Int

    public init<Raw>(copying raw: Raw) where Raw: ContiguousBytes & Sendable {
        length = raw.withUnsafeBytes { $0.count }
    }
}
