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

    @Test func inTheBackgroundTheValueIsFreed() {
        weak var watched: Payload?
        do {
            let payload = Payload()
            watched = payload
            Disposal.background.dispose([payload])
        }
        drainBackgroundReleases()
        #expect(watched == nil)
    }

    @Test func leftToTheExitTheValueIsNeverFreed() {
        weak var watched: Payload?
        do {
            let payload = Payload()
            watched = payload
            Disposal.leftToExit.dispose([payload])
        }
        drainBackgroundReleases()
        #expect(watched != nil)
    }
}
