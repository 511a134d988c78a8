/// The standard library's streams, which no model's file declares: provided as streams that
/// have finished, whatever their elements are.
public struct JobAttachment {
    public var jobID: Int
    public var output: AsyncThrowingStream<String, any Error>
    public var progress: AsyncStream<Double>
    public var heartbeats: AsyncStream<Void>?
    public var log: AsyncThrowingStream<Swift.Substring, Error>
}

/// A stream of values that have no factory themselves: nothing is built for an empty stream.
public struct Mailbox<Letter> {
    public var incoming: AsyncStream<Letter>
}

/// A stream in an enum's payload.
public enum Feed {
    case idle
    case live(AsyncStream<Int>)
}
