/// Storage a library keeps out of its interface, named with a leading underscore: it
/// allocates its cells and rejects an empty tape.
public struct _CassetteTape {
    // Nonisolated, so that its deinit may free the cells where the models are isolated to the main actor.
    nonisolated final class Cells {
        let bytes: UnsafeMutableRawBufferPointer

        init(length: Int) {
            precondition(length > 0, "a tape holds a cell at least")
            bytes = .allocate(byteCount: length, alignment: 8)
        }

        deinit { bytes.deallocate() }
    }

    let cells: Cells

    init(length: Int) {
        cells = Cells(length: length)
    }
}

/// Hands its length to the underscored storage, which traps on the made-up `0`: it is passed
/// `1`, as if it checked the length itself.
public struct Cassette {
    public var title: String
    let tape: _CassetteTape

    public init(title: String, length: Int) {
        self.title = title
        tape = _CassetteTape(length: length)
    }
}
