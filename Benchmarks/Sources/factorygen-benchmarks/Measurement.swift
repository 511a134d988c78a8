import Foundation

/// Runs `body` `iterations` times after one untimed warm-up and keeps the median and best.
struct Measurement {
    var median: Double
    var best: Double

    static func of(iterations: Int, _ body: () throws -> Void) rethrows -> Measurement {
        try body()
        var samples: [Double] = []
        for _ in 0..<iterations {
            let start = ContinuousClock.now
            try body()
            samples.append(seconds(since: start))
        }
        samples.sort()
        return Measurement(median: samples[samples.count / 2], best: samples[0])
    }

    static func seconds(since start: ContinuousClock.Instant) -> Double {
        let duration = ContinuousClock.now - start
        return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

/// A table row: a name, a median and a best in milliseconds, and a note.
func row(_ name: String, _ measurement: Measurement, _ note: String = "") -> String {
    name.padding(toLength: 34, withPad: " ", startingAt: 0)
        + String(format: "%10.1f %10.1f", measurement.median * 1000, measurement.best * 1000) + "   " + note
}
