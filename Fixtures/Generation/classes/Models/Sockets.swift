/// A socket must be closed before it is released, and says so in its deinit: a made-up one,
/// dropped open by the test that was given it, would stop the test there. It is not provided,
/// nor is the connection that holds one. Nonisolated, as a deinit is under MainActor default
/// isolation too.
nonisolated final class Socket {
    private(set) var isOpen = true
    let port: Int

    init(port: Int) { self.port = port }

    func close() { isOpen = false }

    deinit {
        assert(!isOpen, "a socket was released open")
    }
}

struct Connection {
    var socket: Socket
    var retries: Int
}

/// Its deinit checks only what the system call it made answered, as a lock checks that it was
/// destroyed, which holds however the pool was made.
nonisolated final class SocketPool {
    var capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    deinit {
        let status = Self.releaseDescriptors()
        precondition(status == 0, "releasing the descriptors failed")
    }

    private static func releaseDescriptors() -> Int32 { 0 }
}
