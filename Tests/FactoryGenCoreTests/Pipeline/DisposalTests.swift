import Testing
@testable import FactoryGenCore

/// What a run does with its values at the end: freed in the background, or left to the exit.
@Suite struct DisposalTests {
    private final class Payload {}

    /// Whether a value disposed of this way is still alive once the background queue is idle.
    private func isAlive(after disposal: Disposal) -> Bool {
        weak var watched: Payload?
        do {
            let payload = Payload()
            watched = payload
            disposal.dispose([payload])
        }
        Disposal.waitForBackgroundFrees()
        return watched != nil
    }

    @Test func inTheBackgroundTheValueIsFreed() {
        #expect(!isAlive(after: .background))
    }

    @Test func leftToTheExitTheValueIsNeverFreed() {
        #expect(isAlive(after: .leftToExit))
    }
}
