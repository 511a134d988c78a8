/// The lists a file's declarations hold (a body's properties, an enum's cases, a clause's
/// parameters), read one inside another the way the bodies nest, and handed out each as an
/// array of exactly its count.
///
/// ```swift
/// var pending = ListStack<Parameter>()
/// let start = pending.count
/// pending.append(parameter)   // … a nested clause pushes and pops its own run meanwhile
/// let parameters = pending.pop(from: start)
/// ```
///
/// Most lists are short. Grown by appending, or reserved for a handful, each kept room to spare
/// until the run ended: the twelve real folders' properties, cases and parameters took 5.6 MB
/// of arrays for 2.3 MB of elements. A run is moved out, not copied, so nothing it holds is
/// retained or released. Noncopyable, so that its storage has one owner: a struct, not a
/// class, whose generic metadata each file's parser would look up anew.
struct ListStack<Element>: ~Copyable {
    /// Allocated at the first push: many files have no enum, or no function.
    private var storage: UnsafeMutablePointer<Element>?
    private var capacity = 0
    /// The elements pushed and not yet popped.
    private(set) var count = 0

    init() {}

    deinit {
        storage?.deinitialize(count: count)
        storage?.deallocate()
    }

    mutating func append(_ element: consuming Element) {
        if count == capacity { grow() }
        (storage.unsafelyUnwrapped + count).initialize(to: element)
        count += 1
    }

    /// An element not yet popped, by its position in the whole stack.
    subscript(position: Int) -> Element {
        get {
            precondition(position >= 0 && position < count, "position out of the stack")
            return storage.unsafelyUnwrapped[position]
        }
        _modify {
            precondition(position >= 0 && position < count, "position out of the stack")
            yield &storage.unsafelyUnwrapped[position]
        }
    }

    /// Moves the elements from `start` on, in order, into an array of their count, and removes
    /// them from the stack.
    mutating func pop(from start: Int) -> [Element] {
        precondition(start >= 0 && start <= count, "start out of the stack")
        let popped = count - start
        guard popped > 0 else { return [] }
        count = start
        // Appended one by one: `Array(unsafeUninitializedCapacity:)` looks the array storage's
        // metadata up at every call, which cost more than the moves.
        var array: [Element] = []
        array.reserveCapacity(popped)
        for position in start..<(start + popped) {
            array.append((storage.unsafelyUnwrapped + position).move())
        }
        return array
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: max(capacity * 2, 16))
        if let storage {
            larger.moveInitialize(from: storage, count: count)
            storage.deallocate()
        }
        storage = larger
        capacity = max(capacity * 2, 16)
    }
}
