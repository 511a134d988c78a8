import Foundation

/// Starts a thread of its own when it is made, which waits for work that never comes. The
/// thread's state (its handle, starting or running) is not part of the value: two couriers
/// made alike are equal all the same, and the check compares them so.
public final class Dispatcher: @unchecked Sendable {
    let worker: Thread

    public init() {
        let work = DispatchSemaphore(value: 0)
        worker = Thread { work.wait() }
        worker.start()
    }
}

public final class Courier {
    public let dispatcher: Dispatcher
    public var route: String

    public init(dispatcher: Dispatcher, route: String) {
        self.dispatcher = dispatcher
        self.route = route
    }
}
