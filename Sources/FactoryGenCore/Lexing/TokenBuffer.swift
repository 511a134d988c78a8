/// A growable array of tokens without the uniqueness checks of `Array.append`, which show up
/// on the lexer's hot path. Owned by exactly one lexer or parser; call ``deallocate()`` once.
struct TokenBuffer {
    private(set) var base: UnsafeMutablePointer<Lexer.Token>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(_ token: Lexer.Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count &+= 1
    }

    /// The last token appended, if any.
    @inline(__always)
    var last: Lexer.Token? { count > 0 ? base[count - 1] : nil }

    var buffer: UnsafeBufferPointer<Lexer.Token> { UnsafeBufferPointer(start: base, count: count) }

    private mutating func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<Lexer.Token>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    func deallocate() { base.deallocate() }
}
