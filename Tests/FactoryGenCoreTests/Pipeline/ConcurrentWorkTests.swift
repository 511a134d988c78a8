import Foundation
import Synchronization
import Testing
@testable import FactoryGenCore

@Suite struct ConcurrentWorkTests {
    @Test func givesEachPieceItsOwnResultAndRunsEachOnce() {
        let runs = Mutex([Int](repeating: 0, count: 3))
        var work = ConcurrentWork()
        let sum = work.add {
            runs.withLock { $0[0] += 1 }
            return (1...1_000).reduce(0, +)
        }
        let text = work.add {
            runs.withLock { $0[1] += 1 }
            return String(repeating: "ab", count: 3)
        }
        let nothing = work.add { runs.withLock { $0[2] += 1 } }
        work.run()
        #expect(sum.value == 500_500)
        #expect(text.value == "ababab")
        nothing.value
        #expect(runs.withLock { $0 } == [1, 1, 1])
    }

    @Test func aPieceMayMapOnAllCoresItself() {
        let numbers = Array(0..<10_000)
        var work = ConcurrentWork()
        let squares = work.add { numbers.concurrentMap { $0 * $0 } }
        let halves = work.add { numbers.concurrentMap { $0 / 2 } }
        let sum = work.add { numbers.reduce(0, +) }
        work.run()
        #expect(squares.value == numbers.map { $0 * $0 })
        #expect(halves.value == numbers.map { $0 / 2 })
        #expect(sum.value == 49_995_000)
    }

    @Test(.enabled(if: ProcessInfo.activeCores > 1))
    func piecesRunAtTheSameTimeWhenThereAreCores() {
        // Each piece waits for the other to start: run one after the other, they would wait
        // forever, so each gives up after a while and says so.
        let started = Mutex(0)
        func meet() -> Bool {
            started.withLock { $0 += 1 }
            for _ in 0..<20_000 {
                if started.withLock({ $0 }) == 2 { return true }
                usleep(100)
            }
            return false
        }
        var work = ConcurrentWork()
        let first = work.add(meet)
        let second = work.add(meet)
        work.run()
        #expect(first.value && second.value)
    }
}
