import Foundation

/// A default that calls a static function of its own type as an implicit member (`.now()`)
/// differs between calls when that function reads the clock: a log line's time is stamped when
/// it is made. Such a parameter is passed its provided value, so that two `provide()` calls build
/// equal values; a static function that reads nothing of the kind is left as written.
struct Moment: Equatable, Sendable {
    let instant: Date

    init(instant: Date) {
        self.instant = instant
    }

    static func now() -> Moment {
        Moment(instant: Date())
    }

    static func epoch() -> Moment {
        Moment(instant: Date(timeIntervalSince1970: 0))
    }
}

enum Severity: Equatable, Sendable {
    case info, failure
}

struct LogLine: Equatable, Sendable {
    let text: String
    let severity: Severity
    let loggedAt: Moment
    let since: Moment

    init(text: String, severity: Severity, loggedAt: Moment = .now(), since: Moment = .epoch()) {
        self.text = text
        self.severity = severity
        self.loggedAt = loggedAt
        self.since = since
    }
}

/// Holds a log line through a protocol: its value is a conformer, built by the same `provide()`.
protocol Journaled: Sendable {}

extension LogLine: Journaled {}

struct JournalEntry: Sendable {
    let entry: any Journaled
    let severity: Severity
}
