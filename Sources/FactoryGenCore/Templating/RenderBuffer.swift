import Foundation

/// The bytes a render writes: a template's text and values, appended a few bytes at a time,
/// a few hundred thousand times for a large module.
///
/// ```swift
/// var output = RenderBuffer()
/// output.append("Factory<")
/// output.append(name)
/// let bytes = output.bytes() // [UInt8], of exactly its count
/// ```
///
/// `[UInt8].append(contentsOf:)` checks uniqueness and capacity through its generic path and
/// calls `memcpy` for every part: about 110 instructions for a part of ten bytes, a sixth of
/// rendering the twelve real folders. Here an append is a capacity check and a copy.
/// Noncopyable, so that its storage has one owner and is freed with it.
struct RenderBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The bytes written since the last segment.
    private(set) var count = 0
    /// What was written before those bytes, in segments of their own (``appendSegment(_:)``).
    private var segments: [GeneratedText.Storage] = []

    init(capacity: Int = 1024) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    @inline(__always) mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        let added = bytes.count
        guard added > 0 else { return }
        if count + added > capacity { grow(toHold: count + added) }
        let destination = base + count
        let source = bytes.baseAddress.unsafelyUnwrapped
        // Most parts are a few bytes: two overlapping words copy them sooner than a call to
        // `memcpy` or a loop over the bytes.
        if added <= 16 {
            let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(destination)
            if added >= 8 {
                let head = from.loadUnaligned(as: UInt64.self)
                let tail = from.loadUnaligned(fromByteOffset: added - 8, as: UInt64.self)
                to.storeBytes(of: head, as: UInt64.self)
                to.storeBytes(of: tail, toByteOffset: added - 8, as: UInt64.self)
            } else if added >= 4 {
                let head = from.loadUnaligned(as: UInt32.self)
                let tail = from.loadUnaligned(fromByteOffset: added - 4, as: UInt32.self)
                to.storeBytes(of: head, as: UInt32.self)
                to.storeBytes(of: tail, toByteOffset: added - 4, as: UInt32.self)
            } else {
                for offset in 0..<added { destination[offset] = source[offset] }
            }
        } else {
            destination.update(from: source, count: added)
        }
        count += added
    }

    /// Appends `text`'s UTF-8.
    @inline(__always) mutating func append(_ text: String) {
        let appended: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
        if appended == nil {
            for byte in text.utf8 { append(byte) }
        }
    }

    @inline(__always) mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        base[count] = byte
        count += 1
    }

    /// Appends `segment` as it is, after the bytes written so far, which become a segment:
    /// a core's run of a loop, not copied again (see ``GeneratedText``).
    mutating func appendSegment(_ segment: GeneratedText.Storage) {
        if count > 0 {
            segments.append(GeneratedText.Storage(UnsafeBufferPointer(start: base, count: count)))
            count = 0
        }
        segments.append(segment)
    }

    /// The bytes written, in segments of their count.
    func takeSegments() -> [GeneratedText.Storage] {
        count > 0 ? segments + [GeneratedText.Storage(UnsafeBufferPointer(start: base, count: count))] : segments
    }

    /// The bytes written, in an array of their count.
    func bytes() -> [UInt8] {
        guard !segments.isEmpty else { return [UInt8](UnsafeBufferPointer(start: base, count: count)) }
        let total = segments.reduce(count) { $0 + $1.buffer.count }
        return [UInt8](unsafeUninitializedCapacity: total) { joined, initialized in
            for segment in segments where segment.buffer.count > 0 {
                UnsafeMutableRawPointer(joined.baseAddress! + initialized).copyMemory(from: segment.buffer.baseAddress!, byteCount: segment.buffer.count)
                initialized += segment.buffer.count
            }
            UnsafeMutableRawPointer(joined.baseAddress! + initialized).copyMemory(from: base, byteCount: count)
            initialized += count
        }
    }

    /// The bytes written, as text.
    func text() -> String {
        guard !segments.isEmpty else { return String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }
        return String(decoding: bytes(), as: UTF8.self)
    }

    private mutating func grow(toHold total: Int) {
        let larger = max(total, capacity * 2)
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        storage.initialize(from: base, count: count)
        base.deallocate()
        base = storage
        capacity = larger
    }
}
