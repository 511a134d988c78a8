import Dispatch
import Foundation

/// Independent pieces of work, each run once, as many at a time as there are cores: a core
/// that finishes a piece takes the next one, so pieces whose sizes differ from input to input
/// still spread evenly. Add the largest first.
///
/// ```swift
/// var work = ConcurrentWork()
/// let codability = work.add { Codability(table: table, lookup: lookup, files: files) }
/// let witnesses = work.add { ProtocolWitnesses(table: table, lookup: lookup) }
/// work.run()
/// use(codability.value, witnesses.value)
/// ```
///
/// Like ``Swift/Array/concurrentMap(_:)``, each piece must only read shared state. A piece may
/// itself use `concurrentMap`; Dispatch gives work nested in a `concurrentPerform` fewer threads
/// (one, on two cores).
struct ConcurrentWork {
    /// A piece's result, there once ``ConcurrentWork/run()`` has returned.
    final class Result<Value> {
        fileprivate var stored: Value?

        /// The piece's value; reading it before the work has run is a programming error.
        var value: Value {
            guard let stored else { preconditionFailure("ConcurrentWork.run() has not run") }
            return stored
        }
    }

    private var pieces: [() -> Void] = []

    /// Adds `piece`, to run with the others in ``run()``.
    mutating func add<Value>(_ piece: @escaping () -> Value) -> Result<Value> {
        let result = Result<Value>()
        pieces.append { result.stored = piece() }
        return result
    }

    /// Runs every piece added, and returns when all have run.
    func run() {
        guard ProcessInfo.activeCores > 1, pieces.count > 1 else {
            for piece in pieces { piece() }
            return
        }
        // Each iteration runs one piece, which writes only its own result, once; Dispatch hands
        // the next iteration to whichever thread is free.
        nonisolated(unsafe) let pieces = pieces
        DispatchQueue.concurrentPerform(iterations: pieces.count) { index in
            HugePages.onThisThread()
            pieces[index]()
        }
    }
}
