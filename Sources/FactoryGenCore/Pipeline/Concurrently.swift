import Dispatch
import Foundation

/// Runs two pieces of work at the same time, on two cores when there are two, and returns
/// both results.
///
/// ```swift
/// let (witnesses, codability) = concurrently {
///     ProtocolWitnesses(table: table, lookup: lookup)
/// } and: {
///     Codability(table: table, lookup: lookup, files: files)
/// }
/// ```
///
/// Like ``Swift/Array/concurrentMap(_:)``, the work must only read shared state; either may
/// itself use `concurrentMap`.
func concurrently<First, Second>(_ first: () -> First, and second: () -> Second) -> (First, Second) {
    guard ProcessInfo.activeCores > 1 else { return (first(), second()) }
    return withoutActuallyEscaping(first) { first in
        withoutActuallyEscaping(second) { second in
            var results: (First?, Second?) = (nil, nil)
            withUnsafeMutablePointer(to: &results) { pointer in
                // Each iteration writes only its own half of the pair, once.
                nonisolated(unsafe) let slots = pointer
                nonisolated(unsafe) let first = first
                nonisolated(unsafe) let second = second
                DispatchQueue.concurrentPerform(iterations: 2) { index in
                    HugePages.onThisThread()
                    if index == 0 { slots.pointee.0 = first() } else { slots.pointee.1 = second() }
                }
            }
            // Both iterations have run when `concurrentPerform` returns.
            return (results.0!, results.1!)
        }
    }
}
