import Dispatch
import Foundation

extension Array {
    /// `map` on all cores, with the results in the order of the elements.
    ///
    /// ```swift
    /// let facts = ids.concurrentMap(builder.build) // the same array as `ids.map(builder.build)`
    /// ```
    ///
    /// Work is handed out in contiguous chunks, a few per core, so that a short transform does
    /// not pay a dispatch per element and an uneven one still spreads. `transform` must only
    /// read shared state: the stages that use this build immutable tables first, then run it.
    func concurrentMap<Result>(_ transform: (Element) throws(Never) -> Result) -> [Result] {
        guard count > 1, ProcessInfo.activeCores > 1 else { return map(transform) }
        return withoutActuallyEscaping(transform) { transform in
            [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
                nonisolated(unsafe) let slots = buffer
                nonisolated(unsafe) let transform = transform
                nonisolated(unsafe) let elements = self
                Self.forEachIndexConcurrently(count) { index in
                    (slots.baseAddress! + index).initialize(to: transform(elements[index]))
                }
                initialized = count
            }
        }
    }

    /// ``concurrentMap(_:)`` for a transform that makes two things, into two arrays: the same
    /// as mapping to pairs and then each pair's parts, without the array of pairs, alive with
    /// both copies. The resolver's plans and notes were half a megabyte of copies on twelve
    /// real folders, at the run's peak of memory.
    ///
    /// ```swift
    /// let (plans, notes) = ids.concurrentUnzippedMap { id in (plan(for: id), notes(for: id)) }
    /// ```
    func concurrentUnzippedMap<First, Second>(_ transform: (Element) throws(Never) -> (First, Second)) -> ([First], [Second]) {
        var seconds: [Second] = []
        let firsts = withoutActuallyEscaping(transform) { transform in
            [First](unsafeUninitializedCapacity: count) { firstBuffer, firstCount in
                seconds = [Second](unsafeUninitializedCapacity: count) { secondBuffer, secondCount in
                    nonisolated(unsafe) let firstSlots = firstBuffer, secondSlots = secondBuffer
                    nonisolated(unsafe) let transform = transform
                    nonisolated(unsafe) let elements = self
                    let body = { (index: Int) in
                        // Moved, not copied: a copy of a type's plan retained each of its fields.
                        let (first, second) = transform(elements[index])
                        (firstSlots.baseAddress! + index).initialize(to: consume first)
                        (secondSlots.baseAddress! + index).initialize(to: consume second)
                    }
                    if count > 1, ProcessInfo.activeCores > 1 { Self.forEachIndexConcurrently(count, body) } else { (0..<count).forEach(body) }
                    secondCount = count
                }
                firstCount = count
            }
        }
        return (firsts, seconds)
    }

    /// Calls `body` with each index below `count`, on all cores: work is handed out in
    /// contiguous chunks (``ProcessInfo/runs(of:)``). Each index is passed once, so a `body`
    /// that writes only the slot of its index needs no lock.
    private static func forEachIndexConcurrently(_ count: Int, _ body: (Int) -> Void) {
        let chunks = ProcessInfo.runs(of: count)
        withoutActuallyEscaping(body) { body in
            nonisolated(unsafe) let body = body
            DispatchQueue.concurrentPerform(iterations: chunks.count) { chunk in
                HugePages.onThisThread()
                for index in chunks[chunk] { body(index) }
            }
        }
    }
}

extension ProcessInfo {
    /// How many chunks a core gets in ``Swift/Array/concurrentMap(_:)``. The last chunk to
    /// finish runs alone while the other cores wait: on two cores, with 4 chunks a core that
    /// chunk was an eighth of the work; with 16, a thirty-second. A chunk costs a dispatch, a
    /// microsecond.
    static let chunksPerCore = 16

    /// `0..<count` cut into contiguous runs, in order, ``chunksPerCore`` a core (fewer for a
    /// short count): how work spread over the cores is handed out.
    static func runs(of count: Int) -> [Range<Int>] {
        let runs = Swift.min(count, activeCores * chunksPerCore)
        return (0..<runs).map { run in count * run / runs ..< count * (run + 1) / runs }
    }

    /// The cores this process may run on; read once (see ``ActiveCores``).
    static let activeCores = ActiveCores.count()
}
