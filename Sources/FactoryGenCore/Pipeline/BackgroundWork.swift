import Dispatch
import Foundation

/// Work started now on a thread of its own, whose result is taken later.
///
/// ```swift
/// let templates = BackgroundWork { renderer.compileTemplates() }
/// let files = parseAll(paths)        // on all cores, while the templates compile
/// let compiled = templates.result()  // waits only if they are not compiled yet
/// ```
///
/// A thread of its own rather than a block on a dispatch queue: the stages spread their work
/// over the queues' threads, and the system runs this thread in the gaps their serial parts
/// leave, so that on a small module the work costs no time at all.
final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    /// Written once, by the thread, before `done` is signalled; read only after it is.
    private var value: Value?

    init(_ work: @escaping @Sendable () -> Value) {
        Thread { [self] in
            value = work()
            done.signal()
        }.start()
    }

    /// The work's result, once it is done.
    func result() -> Value {
        done.wait()
        // For the next caller, who must not wait for a second signal.
        done.signal()
        return value!
    }
}
