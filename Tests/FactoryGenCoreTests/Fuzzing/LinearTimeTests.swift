import FactoryGenCore
import Testing

/// Parsing time must grow linearly with input size.
///
/// Timing on a shared machine is noisy, so the test is built to keep linear and quadratic far
/// apart rather than to measure precisely: the input grows 4× (linear takes 4× the time,
/// quadratic 16×) and the limit is 10×, leaving room for cache effects (up to 6× measured). The small and the large input are timed alternately,
/// five times each, and the best time of each is kept, so that both see the same load from
/// whatever else runs; the small input is grown until one parse takes 20 ms, above the
/// clock's and the scheduler's granularity. A ratio over the limit is measured again, up to
/// three times in all: noise rarely strikes thrice, while quadratic work fails every time.
@Suite(.serialized) struct LinearTimeTests {
    static let growth = 4
    static let maximumRatio = 10.0

    @Test func fixtureCorpusScalesLinearly() {
        let corpus: [UInt8] = FixtureCorpus.files.reduce(into: []) { corpus, file in
            corpus += file.bytes
            corpus.append(0x0A)
        }
        let ratio = Self.ratio { count in (0..<count).reduce(into: [UInt8]()) { bytes, _ in bytes += corpus } }
        #expect(ratio < Self.maximumRatio, "growing the corpus \(Self.growth)× multiplied parse time by \(ratio)")
    }

    @Test(arguments: DegenerateInput.allCases)
    func degenerateInputScalesLinearly(_ input: DegenerateInput) {
        let ratio = Self.ratio(startingCount: 250) { input.make(count: $0) }
        #expect(ratio < Self.maximumRatio, "\(input): growing the input \(Self.growth)× multiplied parse time by \(ratio)")
    }

    static func ratio(startingCount: Int = 1, _ make: (Int) -> [UInt8]) -> Double {
        var ratio = Double.infinity
        for _ in 0..<3 where ratio >= maximumRatio {
            ratio = measureRatio(startingCount: startingCount, make)
        }
        return ratio
    }

    private static func measureRatio(startingCount: Int, _ make: (Int) -> [UInt8]) -> Double {
        var count = startingCount
        var small = make(count)
        while time(small) < 0.02, count < 1 << 20 {
            count *= 2
            small = make(count)
        }
        let large = make(count * growth)
        var bestSmall = Double.infinity, bestLarge = Double.infinity
        for _ in 0..<5 {
            bestSmall = min(bestSmall, time(small))
            bestLarge = min(bestLarge, time(large))
        }
        return bestLarge / bestSmall
    }

    private static func time(_ bytes: [UInt8]) -> Double {
        let elapsed = ContinuousClock().measure { _ = Parser.parse(bytes, path: "Timed.swift") }
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}
