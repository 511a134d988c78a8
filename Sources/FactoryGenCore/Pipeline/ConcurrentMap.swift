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
        let cores = ProcessInfo.activeCores
        guard count > 1, cores > 1 else { return map(transform) }
        let chunks = ProcessInfo.runs(of: count)
        return withoutActuallyEscaping(transform) { transform in
            [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
                // Each chunk writes only its own slots, and every slot is written once.
                nonisolated(unsafe) let slots = buffer
                nonisolated(unsafe) let transform = transform
                nonisolated(unsafe) let elements = self
                DispatchQueue.concurrentPerform(iterations: chunks.count) { chunk in
                    HugePages.onThisThread()
                    for index in chunks[chunk] {
                        (slots.baseAddress! + index).initialize(to: transform(elements[index]))
                    }
                }
                initialized = count
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
