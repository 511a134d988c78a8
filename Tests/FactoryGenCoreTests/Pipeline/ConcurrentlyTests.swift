import Testing
@testable import FactoryGenCore

@Suite struct ConcurrentlyTests {
    @Test func returnsBothResultsAndRunsEachOnce() {
        var firstRuns = 0, secondRuns = 0
        let (first, second) = concurrently {
            firstRuns += 1
            return (1...1_000).reduce(0, +)
        } and: {
            secondRuns += 1
            return String(repeating: "ab", count: 3)
        }
        #expect(first == 500_500)
        #expect(second == "ababab")
        #expect(firstRuns == 1 && secondRuns == 1)
    }

    @Test func eachSideMayMapOnAllCoresItself() {
        let numbers = Array(0..<10_000)
        let (squares, halves) = concurrently {
            numbers.concurrentMap { $0 * $0 }
        } and: {
            numbers.concurrentMap { $0 / 2 }
        }
        #expect(squares == numbers.map { $0 * $0 })
        #expect(halves == numbers.map { $0 / 2 })
    }
}
