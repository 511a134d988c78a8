import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
/// leave, so that on a small module the work costs no time at all. A POSIX thread, not
/// Foundation's `Thread`, whose first use set up Foundation's threads and locks: 23 of a
/// one-file module's 356 page faults.
final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    /// Written once, by the thread, before `done` is signalled; read only after it is.
    private var value: Value?

    init(_ work: @escaping @Sendable () -> Value) {
        let body: @Sendable () -> Void = { [self] in
            value = work()
            done.signal()
        }
        // Without a thread (the system refused one), the work is done here and now.
        if !Self.startThread(body) { body() }
    }

    /// Runs `body` on a new detached thread; `false` when none could be started.
    private static func startThread(_ body: @escaping @Sendable () -> Void) -> Bool {
        let box = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        let started = pthread_create(&thread, nil, { box in
            HugePages.onThisThread()
            Unmanaged<ThreadBody>.fromOpaque(box).takeRetainedValue().body()
            return nil
        }, box) == 0
        if started, let thread { pthread_detach(thread) }
        #else
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { box in
            HugePages.onThisThread()
            Unmanaged<ThreadBody>.fromOpaque(box!).takeRetainedValue().body()
            return nil
        }, box) == 0
        if started { pthread_detach(thread) }
        #endif
        if !started { Unmanaged<ThreadBody>.fromOpaque(box).release() }
        return started
    }

    /// The work's result, once it is done.
    func result() -> Value {
        done.wait()
        // For the next caller, who must not wait for a second signal.
        done.signal()
        return value!
    }
}

/// The closure a thread runs, boxed to cross `pthread_create`'s raw pointer.
private final class ThreadBody {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}
