import Foundation

/// `Factory<Data>.provide()` is empty data.
extension Data: Providable {
    /// `Data()`, zero bytes.
    public static func provide() -> Data { Data() }
}

/// `Factory<Date>.provide()` is the Unix epoch, 1970-01-01T00:00:00Z, so the default does not
/// depend on when the test runs.
extension Date: Providable {
    /// `Date(timeIntervalSince1970: 0)`.
    public static func provide() -> Date { Date(timeIntervalSince1970: 0) }
}

/// `Factory<URL>.provide()` is `https://example.com`, a host reserved for documentation and
/// examples (RFC 2606), so a test that accidentally fetches it reaches nobody's server.
extension URL: Providable {
    /// `https://example.com`.
    public static func provide() -> URL {
        // The literal always parses; the file URL only keeps this free of a force unwrap.
        URL(string: "https://example.com") ?? URL(fileURLWithPath: "/")
    }
}

/// `Factory<UUID>.provide()` is the nil UUID, `00000000-0000-0000-0000-000000000000`, so it is
/// the same in every run (`UUID()` would not be).
extension UUID: Providable {
    /// `00000000-0000-0000-0000-000000000000`.
    public static func provide() -> UUID {
        UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
    }
}

/// `Factory<Decimal>.provide()` is `0`.
extension Decimal: Providable {
    /// `0`.
    public static func provide() -> Decimal { 0 }
}

/// `Factory<NSRange>.provide()` is the empty range at the start, `{0, 0}`.
extension NSRange: Providable {
    /// `NSRange(location: 0, length: 0)`.
    public static func provide() -> NSRange { NSRange(location: 0, length: 0) }
}

/// `Factory<DateComponents>.provide()` has no component set: no calendar, no date, so it is
/// the same wherever and whenever the test runs.
extension DateComponents: Providable {
    /// `DateComponents()`.
    public static func provide() -> DateComponents { DateComponents() }
}
