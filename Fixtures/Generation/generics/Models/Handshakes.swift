/// Chunks of bytes a connection reads; a pipe carries only `Sendable` items.
public protocol ByteChunk {}

public struct Pipe<Item: Sendable>: Sendable {
    public struct Reader {
        public var offset: Int
    }
}

/// `Sendable` only when its bytes are.
public enum Segment<Bytes: ByteChunk> {
    case bytes(Bytes)
    case end
}

extension Segment: Sendable where Bytes: Sendable {}

/// `.opened` holds a reader of a pipe of segments, which exists only where `Bytes: Sendable`:
/// Swift asks that of the case alone, and the enum does not declare it, so `provide()` is
/// `.closed` and `.opened` gets no prism.
public enum Handshake<Bytes: ByteChunk> {
    case opened(code: Int, reader: Pipe<Segment<Bytes>>.Reader)
    case closed
}

/// One that declares it gets both.
public enum SafeHandshake<Bytes: ByteChunk & Sendable> {
    case opened(reader: Pipe<Segment<Bytes>>.Reader)
    case closed
}

/// A chunk that is a plain list of bytes.
public struct ByteList: ByteChunk, Sendable {
    public var bytes: [UInt8]
}

public struct Connection {
    public var handshake: Handshake<ByteList>
    public var safe: SafeHandshake<ByteList>
}

/// A number read as its bytes: the law driver binds `Bytes` to it.
extension Int: ByteChunk {}
