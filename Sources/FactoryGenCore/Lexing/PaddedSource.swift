/// A file's bytes followed by zero bytes, so the lexer can look a few bytes ahead
/// without a bounds check at every step. Owned by one tokenize or parse call.
struct PaddedSource {
    /// How many zero bytes follow the text; the lexer never looks further ahead than this.
    static let padding = 8

    let base: UnsafeMutablePointer<UInt8>
    let count: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        count = bytes.count
        base = .allocate(capacity: bytes.count + PaddedSource.padding)
        if let source = bytes.baseAddress, bytes.count > 0 {
            base.initialize(from: source, count: bytes.count)
        }
        (base + bytes.count).initialize(repeating: 0, count: PaddedSource.padding)
    }

    /// Takes `base`, which holds `count` bytes followed by ``padding`` zero bytes, as its own.
    init(adopting base: UnsafeMutablePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
    }

    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    func deallocate() { base.deallocate() }
}
