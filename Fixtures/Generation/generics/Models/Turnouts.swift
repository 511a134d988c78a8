#if DEBUG
/// A continuation that checks it is resumed once in debug builds, and does not in release.
typealias Resumption<Value, Failure: Error> = CheckedContinuation<Value, Failure>
#else
typealias Resumption<Value, Failure: Error> = UnsafeContinuation<Value, Failure>
#endif

/// A switch point on a line. Its steps name `Verdict`, a sibling nested type, through the
/// alias above, which neither branch of gives a factory for: a prism spells the alias with
/// `Verdict` qualified, since the generated extension of `Step` is not inside `Turnout`.
public struct Turnout<Track: Sendable>: Sendable {
    public var track: Track

    enum Verdict: Sendable {
        case through
        case diverted
    }

    enum Step: Sendable {
        case waiting
        case resume(Resumption<Verdict, any Error>)
    }
}
