import Foundation
import Testing
@testable import FactoryGenCore

@Suite struct BackgroundWorkTests {
    @Test func givesTheResultOfWorkDoneOnAnotherThread() {
        let work = BackgroundWork { () -> (sum: Int, onMainThread: Bool) in
            ((1...1_000).reduce(0, +), Thread.isMainThread)
        }
        let result = work.result()
        #expect(result.sum == 500_500)
        #expect(!result.onMainThread)
    }

    @Test func aSecondCallerGetsTheSameResultWithoutWaiting() {
        let runs = Counter()
        let work = BackgroundWork { runs.increment() }
        #expect(work.result() == 1)
        #expect(work.result() == 1)
        #expect(runs.value == 1)
    }
}

/// Counts the runs of a piece of work from whichever thread runs it.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() -> Int { lock.withLock { count += 1; return count } }
}
