import Dispatch
import Testing
@testable import FactoryGenCore

/// What a run does with its values at the end: freed in the background, or left to the exit.
@Suite struct DisposalTests {
    private final class Payload {}

    /// Waits until every release handed to the background queue before now has run: the
    /// queue is serial.
    private func drainBackgroundReleases() {
        let drained = DispatchSemaphore(value: 0)
        final class Signal {
            let semaphore: DispatchSemaphore
            init(_ semaphore: DispatchSemaphore) { self.semaphore = semaphore }
            deinit { semaphore.signal() }
        }
        BackgroundRelease.release(Signal(drained))
        _ = drained.wait(timeout: .now() + 10)
    }

    /// Whether a value disposed of this way is still alive once the background queue is idle.
    private func isAlive(after disposal: Disposal) -> Bool {
        weak var watched: Payload?
        do {
            let payload = Payload()
            watched = payload
            disposal.dispose([payload])
        }
        drainBackgroundReleases()
        return watched != nil
    }

    @Test func inTheBackgroundTheValueIsFreed() {
        #expect(!isAlive(after: .background))
    }

    @Test func leftToTheExitTheValueIsNeverFreed() {
        #expect(isAlive(after: .leftToExit))
    }
}
