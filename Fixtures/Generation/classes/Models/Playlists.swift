/// Its unowned reference is to a class of its own file's private use: no value factorygen makes
/// is one, and no initializer can take one, so `Queue()` holds no made-up object and is built.
public final class Queue {
    private var entries: [QueueEntry] = []
    private unowned(unsafe) var newest: QueueEntry?
    public var limit: Int

    public init(limit: Int = 16) {
        self.limit = limit
    }

    public func append(_ title: String) {
        let entry = QueueEntry(title: title)
        entry.previous = newest
        entries.append(entry)
        newest = entry
    }
}

private final class QueueEntry {
    let title: String
    unowned(unsafe) var previous: QueueEntry?

    init(title: String) {
        self.title = title
    }
}
