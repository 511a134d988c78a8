/// Initializers with the same labels, told apart only by the type of the closure they take: a
/// bare `{ _, _ in }` fits both, so the generated call gives the closure its parameter's type.
public typealias ChunkHandler = (Int, [UInt8]) -> Void
public typealias LabeledChunkHandler = (String, [UInt8]) -> Void

public final class ChunkReader {
    enum Sink {
        case numbered(ChunkHandler)
        case labeled(LabeledChunkHandler)
    }

    let sink: Sink

    public init(onChunk: @escaping ChunkHandler) {
        sink = .numbered(onChunk)
    }

    public init(onChunk: @escaping LabeledChunkHandler) {
        sink = .labeled(onChunk)
    }
}

/// The same with optional closures, where `nil` would be as ambiguous as a closure.
public struct Retrier {
    public var attempts: Int
    public var onFailure: ((Int) -> Bool)?
    public var onFailureNamed: ((String) -> Bool)?

    public init(attempts: Int, onFailure: ((Int) -> Bool)?) {
        self.attempts = attempts
        self.onFailure = onFailure
    }

    public init(attempts: Int, onFailure: ((String) -> Bool)?) {
        self.attempts = attempts
        self.onFailureNamed = onFailure
    }
}
