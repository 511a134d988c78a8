import Foundation

/// Formats a ``FrontendBenchmark/Result`` as a plain-text table.
enum BenchmarkReport {
    static func table(for result: FrontendBenchmark.Result, files: Int) -> String {
        let (best, median) = bestAndMedian(result.seconds)
        let (bestLexing, medianLexing) = bestAndMedian(result.lexingSeconds)
        let megabytes = Double(result.bytes) / 1_000_000
        let counts = result.declarations
        let rows: [(String, String)] = [
            ("files", "\(files)"),
            ("lines", "\(result.lines)"),
            ("bytes", "\(result.bytes)"),
            ("iterations", "\(result.seconds.count)"),
            ("best time (lex + parse)", format(best * 1000, digits: 2) + " ms"),
            ("median time (lex + parse)", format(median * 1000, digits: 2) + " ms"),
            ("best throughput", format(megabytes / best, digits: 1) + " MB/s"),
            ("median throughput", format(megabytes / median, digits: 1) + " MB/s"),
            ("lines per second (best)", format(Double(result.lines) / best / 1_000_000, digits: 2) + " M"),
            ("lexing only, best", format(megabytes / bestLexing, digits: 1) + " MB/s"),
            ("lexing only, median", format(megabytes / medianLexing, digits: 1) + " MB/s"),
            ("declarations", "\(counts.total)"),
            ("  types", "\(counts.types)"),
            ("  extensions", "\(counts.extensions)"),
            ("  properties", "\(counts.properties)"),
            ("  enum cases", "\(counts.cases)"),
            ("  initializers", "\(counts.initializers)"),
            ("  functions", "\(counts.functions)"),
            ("diagnostics", "\(counts.diagnostics)"),
        ]
        let width = rows.map(\.0.count).max() ?? 0
        let valueWidth = rows.map(\.1.count).max() ?? 0
        var lines = ["| " + "measure".padding(width) + " | " + "value".padding(valueWidth) + " |"]
        lines.append("| " + String(repeating: "-", count: width) + " | " + String(repeating: "-", count: valueWidth) + " |")
        for (name, value) in rows {
            lines.append("| " + name.padding(width) + " | " + String(repeating: " ", count: valueWidth - value.count) + value + " |")
        }
        return lines.joined(separator: "\n")
    }

    private static func bestAndMedian(_ seconds: [Double]) -> (best: Double, median: Double) {
        let sorted = seconds.sorted()
        let middle = sorted.count / 2
        let median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        return (sorted[0], median)
    }

    private static func format(_ value: Double, digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
