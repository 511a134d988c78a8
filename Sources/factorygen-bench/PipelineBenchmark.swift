import FactoryGenCore
import Foundation

/// Times ``Generator/generate(_:)`` stage by stage (reading and parsing, resolution,
/// rendering) over a folder of Swift files, as `factorygen` runs it.
///
///     factorygen-bench pipeline DIR [--iterations N]
struct PipelineBenchmark {
    var paths: [String]
    var iterations: Int

    /// Runs the pipeline `iterations` times after one untimed warm-up, and reports each stage's
    /// median and minimum.
    func run() -> String {
        let request = GenerationRequest(sourceFiles: paths, testableImports: ["Corpus"])
        let warmUp = Generator.generate(request)
        var samples: [String: [Double]] = [:]
        var totals: [Double] = []
        for _ in 0..<iterations {
            // The last run's values are freed first: `factorygen` itself never frees them.
            Disposal.waitForBackgroundFrees()
            let result = Generator.generate(request)
            for timing in result.timings { samples[timing.stage, default: []].append(timing.seconds) }
            totals.append(result.timings.reduce(0) { $0 + $1.seconds })
        }
        var lines = [
            "pipeline over \(paths.count) files: \(warmUp.plan.types.count) types planned, \(warmUp.plan.skipped.count) skipped, "
                + "\(warmUp.diagnostics.count) diagnostics, \((warmUp.bytes?.count ?? 0) / 1024) KiB generated",
            "stage            median ms     min ms   detail",
        ]
        for timing in warmUp.timings {
            let values = samples[timing.stage] ?? []
            lines.append(row(timing.stage, values, timing.detail))
        }
        lines.append(row("total", totals, ""))
        return lines.joined(separator: "\n")
    }

    private func row(_ name: String, _ values: [Double], _ detail: String) -> String {
        let sorted = values.sorted()
        let median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        let minimum = sorted.first ?? 0
        return name.padding(toLength: 16, withPad: " ", startingAt: 0)
            + String(format: "%10.1f %10.1f", median * 1000, minimum * 1000) + "   " + detail
    }
}
