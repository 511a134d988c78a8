import Foundation

/// Types a module nests in extensions of standard types. Swift names them through the standard
/// type (`Double.Span`, `String.Tone`), which the generated file must write so, never after the
/// module: `M.Double` names nothing.
extension Double {
    /// How coarse a duration reads; its bare name inside the extension means it too.
    public enum Span: Sendable {
        case week, day, hour
    }

    /// Found from a sibling by its bare name.
    struct Window: Sendable {
        let span: Span
        let length: Double
    }

    /// The test module cannot see it, and nothing that holds it gets code.
    private struct Scratch {
        let note: String
    }
}

/// An alias of Swift's own (`TimeInterval` is `Double`) extends the same type.
extension TimeInterval {
    typealias Pair = (Span, Span)
}

/// An extension of a nested type of a standard type's extension.
extension Double.Span: CaseIterable {}

/// A typealias the module declares of a standard type: its extension nests in `String`.
typealias Caption = String

extension Caption {
    enum Tone: Sendable {
        case plain
        case loud(times: Int)
    }
}

#if DEBUG
extension Int {
    /// Only where `DEBUG` is set: its code is conditional as the extension is.
    struct Probe {
        let hits: Int
    }
}
#endif

/// A generic standard type's nested types stay unfollowed (the note says so): an extension
/// may be constrained, and what it declares then exists for some elements only.
extension Array where Element == Int {
    struct Tally {
        let total: Int
    }
}

/// Models that hold them, by every spelling Swift accepts. Every field in this file is a `let`:
/// the set's lenses all rebuild through the shared helper, which the Swift 5 test target with
/// complete checking compiles without a warning (a key path literal is not `Sendable` there).
struct Timetable {
    let span: Double.Span
    let window: Swift.Double.Window
    let pair: TimeInterval.Pair
    let tone: Caption.Tone
    let loudness: String.Tone
    let spans: [Double.Span]
}
