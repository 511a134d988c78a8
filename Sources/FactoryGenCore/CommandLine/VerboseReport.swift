/// What `--verbose` prints to standard error: counts, skipped types, and each stage's time.
///
/// ```text
/// factorygen: 4 files, 6 types generated, 1 skipped, 0 errors, 1 warning
/// Models/Tracking.swift:3:1: note: skipped 'Tracking': needs 'Any', which cannot be provided
/// factorygen: configuration      0.41 ms  4 Swift files
/// factorygen: lexing+parsing     0.92 ms  4 files, 3120 bytes
/// factorygen: total              2.10 ms
/// ```
struct VerboseReport {
    var result: GenerationResult
    var fileCount: Int
    var timings: [StageTiming]
    var total: Double

    var text: String {
        let errors = result.diagnostics.filter { $0.severity == .error }.count
        let warnings = result.diagnostics.filter { $0.severity == .warning }.count
        var lines = ["factorygen: \(count(fileCount, "file")), \(count(result.plan.types.count, "type")) generated, "
            + "\(result.plan.skipped.count) skipped, \(count(errors, "error")), \(count(warnings, "warning"))"]
        for skipped in result.plan.skipped {
            lines.append(Diagnostic.note("skipped '\(skipped.name)': \(skipped.reason)", at: skipped.location).description)
        }
        let width = max(timings.map(\.stage.count).max() ?? 0, "total".count)
        for timing in timings {
            lines.append(row(timing.stage, timing.seconds, timing.detail, width: width))
        }
        lines.append(row("total", total, "", width: width))
        return lines.map { $0 + "\n" }.joined()
    }

    private func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    private func row(_ stage: String, _ seconds: Double, _ detail: String, width: Int) -> String {
        let milliseconds = (seconds * 100_000).rounded() / 100
        let time = "\(milliseconds) ms"
        let padded = stage + String(repeating: " ", count: width - stage.count)
        let paddedTime = String(repeating: " ", count: max(0, 10 - time.count)) + time
        return "factorygen: \(padded) \(paddedTime)" + (detail.isEmpty ? "" : "  \(detail)")
    }
}
