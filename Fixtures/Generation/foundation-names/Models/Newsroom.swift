import Foundation

/// Model names that Foundation declares too: in a file importing both modules, a bare
/// `Notification` is ambiguous.
public struct Notification {
    public var title: String
    public var unread: Bool
}

public struct Measurement {
    public var value: Double
    public var unit: String
}

public enum Progress {
    case idle
    case running(fraction: Double)
}

public final class Expression {
    public let text: String

    public init(text: String) {
        self.text = text
    }
}

/// Uses them, and Foundation's own `Date`.
public struct Digest {
    public var latest: Notification
    public var measurements: [Measurement]
    public var progress: Progress
    public var formula: Expression?
    public var sent: Date
}

/// Foundation values the runtime provides: an empty range at the start, no date components.
public struct Clipping {
    public var span: NSRange
    public let day: DateComponents
    public var spans: [NSRange]
}

/// A place in a text, with the standard library's index type: provided as the start of the
/// empty string, the one index valid in every string.
struct Excerpt {
    var source: String
    var span: Range<String.Index>
    var cursor: Substring.Index
}

/// Foundation values added later (MapboxDirections' Intersection holds an IndexSet): each
/// deterministic, the place and time ones not the machine's.
public struct Junction {
    public var exits: IndexSet
    public var separators: CharacterSet
    public var locale: Locale
    public var zone: TimeZone
    public var calendar: Calendar
    public var driver: PersonNameComponents

    public init(exits: IndexSet, separators: CharacterSet, locale: Locale, zone: TimeZone, calendar: Calendar, driver: PersonNameComponents) {
        self.exits = exits
        self.separators = separators
        self.locale = locale
        self.zone = zone
        self.calendar = calendar
        self.driver = driver
    }
}

/// The standard library's coding errors, kept by a model that reports what failed
/// (OpenAPIKit keeps a `DecodingError` per alternative it tried).
public struct FailedImport {
    public var file: String
    public var decoding: DecodingError
    public var encoding: Swift.EncodingError?
}
