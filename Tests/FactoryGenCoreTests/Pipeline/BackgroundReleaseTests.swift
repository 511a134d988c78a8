import Dispatch
import Foundation
import Testing
@testable import FactoryGenCore

/// A stage's intermediate values are freed away from the thread that made them.
@Suite struct BackgroundReleaseTests {
    /// Signals when it is freed, and on which thread.
    private final class Tracked: @unchecked Sendable {
        let freed: DispatchSemaphore
        let freedOn: UnsafeMutablePointer<pthread_t?>

        init(freed: DispatchSemaphore, freedOn: UnsafeMutablePointer<pthread_t?>) {
            self.freed = freed
            self.freedOn = freedOn
        }

        deinit {
            freedOn.pointee = pthread_self()
            freed.signal()
        }
    }

    @Test func theLastReferenceIsFreedOnAnotherThread() {
        let freed = DispatchSemaphore(value: 0)
        let freedOn = UnsafeMutablePointer<pthread_t?>.allocate(capacity: 1)
        freedOn.initialize(to: nil)
        defer { freedOn.deallocate() }
        // A whole table of them, as a stage hands over.
        BackgroundRelease.release([Tracked(freed: freed, freedOn: freedOn)])
        #expect(freed.wait(timeout: .now() + 10) == .success)
        let thread = freedOn.pointee
        #expect(thread != nil && pthread_equal(thread!, pthread_self()) == 0)
    }

    @Test func aValueStillHeldElsewhereIsNotFreed() {
        let freed = DispatchSemaphore(value: 0)
        let freedOn = UnsafeMutablePointer<pthread_t?>.allocate(capacity: 1)
        freedOn.initialize(to: nil)
        defer { freedOn.deallocate() }
        let kept = Tracked(freed: freed, freedOn: freedOn)
        BackgroundRelease.release((kept, [1, 2, 3]))
        // The queue is serial: once a later release has run, this one has too.
        let later = DispatchSemaphore(value: 0)
        let laterOn = UnsafeMutablePointer<pthread_t?>.allocate(capacity: 1)
        laterOn.initialize(to: nil)
        defer { laterOn.deallocate() }
        BackgroundRelease.release(Tracked(freed: later, freedOn: laterOn))
        #expect(later.wait(timeout: .now() + 10) == .success)
        #expect(freed.wait(timeout: .now()) == .timedOut)
        withExtendedLifetime(kept) {}
    }
}
