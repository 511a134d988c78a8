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

/// `Factory<IndexSet>.provide()` is empty, as `Data`'s is; ``Providable/variants()`` adds `[0]`,
/// so code that branches on whether any index is set sees both.
///
/// ```swift
/// Factory<IndexSet>.variants()  // [[], [0]]
/// ```
extension IndexSet: Providable {
    /// `IndexSet()`, no index.
    public static func provide() -> IndexSet { IndexSet() }
}

/// `Factory<CharacterSet>.provide()` is empty; ``Providable/variants()`` adds `"a"`. Neither
/// depends on the platform's Unicode tables, as `.letters` would.
///
/// ```swift
/// Factory<CharacterSet>.provide().contains("a")  // false
/// ```
extension CharacterSet: Providable {
    /// `CharacterSet()`, no character.
    public static func provide() -> CharacterSet { CharacterSet() }
}

/// `Factory<Locale>.provide()` is `en_US_POSIX`, the locale made for fixed formats: the
/// machine's own (`Locale.current`) would give each test run its own decimal separator.
extension Locale: Providable {
    /// `Locale(identifier: "en_US_POSIX")`.
    public static func provide() -> Locale { Locale(identifier: "en_US_POSIX") }
}

/// `Factory<TimeZone>.provide()` is GMT, zero seconds from it and no daylight saving, so a date
/// reads the same wherever the test runs (`TimeZone.current` would not).
extension TimeZone: Providable {
    /// `TimeZone(identifier: "GMT")`.
    public static func provide() -> TimeZone {
        // GMT always exists; the fallbacks only keep this free of a force unwrap.
        TimeZone(identifier: "GMT") ?? TimeZone(secondsFromGMT: 0) ?? .current
    }
}

/// `Factory<Calendar>.provide()` is the Gregorian calendar in the provided time zone (GMT) and
/// locale (`en_US_POSIX`): `Calendar(identifier:)` alone takes the machine's, which changes the
/// day a date falls on and the first day of the week.
///
/// ```swift
/// Factory<Calendar>.provide().component(.hour, from: Factory<Date>.provide())  // 0
/// ```
extension Calendar: Providable {
    /// `Calendar(identifier: .gregorian)`, in GMT and `en_US_POSIX`.
    public static func provide() -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .provide()
        calendar.locale = .provide()
        return calendar
    }
}

/// `Factory<PersonNameComponents>.provide()` has no component set, as `DateComponents`' has not.
extension PersonNameComponents: Providable {
    /// `PersonNameComponents()`.
    public static func provide() -> PersonNameComponents { PersonNameComponents() }
}

/// `Factory<NSNumber>.provide()` is `0`, as `Int`'s is: Objective-C facing models keep their
/// numbers so (`let campaignId: NSNumber`).
///
/// ```swift
/// Factory<NSNumber>.provide().intValue  // 0
/// ```
extension NSNumber: Providable {
    /// `0`, through the literal initializer, the one every subclass has (it is `required`),
    /// so that `Self` is built whatever the subclass: `NSDecimalNumber`'s is `0` too.
    public static func provide() -> Self { Self(integerLiteral: 0) }
}
