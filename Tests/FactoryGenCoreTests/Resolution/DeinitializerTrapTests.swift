import Testing
@testable import FactoryGenCore

/// Classes whose `deinit` traps on an object released as it was made (apple/swift-nio's
/// `NIOFileHandle` asserts that it was closed): every object a test is given and drops would
/// stop the test there, so such a class is not provided.
@Suite struct DeinitializerTrapTests {
    /// A check of the object's state, a failure or a `fatalError` is a trap; a check of what the
    /// deinit itself just did (a lock's `pthread_mutex_destroy` result) holds for any object.
    @Test func aDeinitThatChecksTheObjectsStateMayTrap() {
        let file = Parser.parse("""
            final class Socket {
                var isOpen = true
                deinit {
                    assert(!isOpen, "leaked an open socket")
                }
            }
            final class Ticket {
                var redeemed = false
                deinit { if !redeemed { fatalError("dropped an unredeemed ticket") } }
            }
            final class Mutex {
                deinit {
                    let status = destroy()
                    precondition(status == 0, "destroy failed")
                }
            }
            final class Plain { deinit { print("bye") } }
            """, path: "Lifetimes.swift")
        let stops = file.types.map(\.members.deinitializerMayStopAt)
        #expect(stops.map { $0.map { "\($0.line):\($0.column)" } } == ["4:9", "9:29", nil, nil])
    }

    /// Such a class is skipped with the place its deinit may trap, and what holds one with it;
    /// a factory the user wrote still provides it.
    @Test func aClassWhoseDeinitMayTrapIsNotProvided() {
        let plan = resolvePlan("""
            final class Socket {
                var isOpen = true
                init() {}
                deinit { assert(!isOpen) }
            }
            struct Connection { var socket: Socket }
            final class Mutex {
                init() {}
                deinit { let status = destroy(); precondition(status == 0) }
            }
            """)
        #expect(plan.type("App.Socket") == nil)
        #expect(plan.type("App.Connection") == nil)
        #expect(plan.type("App.Mutex")?.providable?.expression == "App.Mutex()")
        #expect(plan.skipped.first { $0.name == "Socket" }?.reason
            == "may trap in its deinit (at App.swift:4:14), which runs when a test releases a made-up object")
        let provided = resolvePlan("""
            final class Socket { init() {}; deinit { assert(false) } }
            extension Socket: Providable { static func provide() -> Socket { Socket() } }
            struct Connection { var socket: Socket }
            """)
        #expect(provided.type("App.Connection")?.providable?.expression == "Self(socket: Factory<App.Socket>.provide())")
    }

    /// A superclass's deinit runs when a subclass's object is released.
    @Test func aSubclassOfSuchAClassIsNotProvided() {
        let plan = resolvePlan("""
            class Stream {
                var isClosed = false
                init() {}
                deinit { precondition(isClosed, "a stream was released open") }
            }
            final class FileStream: Stream {
                let path: String
                init(path: String) { self.path = path; super.init() }
            }
            """)
        #expect(plan.types.isEmpty)
        #expect(plan.skipped.map(\.reason) == [
            "may trap in its deinit (at App.swift:4:14), which runs when a test releases a made-up object",
            "may trap in its deinit (at App.swift:4:14), which runs when a test releases a made-up object",
        ])
    }
}
