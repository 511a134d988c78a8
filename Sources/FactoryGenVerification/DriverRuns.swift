import Foundation

/// Runs a ``LawDriver`` executable until every type is checked, whatever traps or hangs.
///
/// A `provide()` or a model's code that traps ends the driver's process, and with it the
/// checks of every type after it; one that never returns is stopped after ``typeTimeLimit``
/// seconds without output, and counts as hung. So the driver is asked for a range of types and writes each
/// one's index before checking it: when a run traps, the type it was checking is recorded, the
/// types before it are checked again in a run that stops short of it (the trapped run's counts
/// are lost with its process), and the next run starts after it.
///
/// ```swift
/// var runs = DriverRuns(executable: "/tmp/ws/driver")
/// try runs.runAll()
/// runs.trapped.map(\.name) // ["Euclid.Line", "Euclid.Plane"]
/// runs.checks              // the laws of every other type
/// ```
struct DriverRuns {
    let executable: String
    /// The driver's arguments: none for a compiled driver.
    var arguments: [String] = []
    private(set) var checks = 0
    private(set) var failed = 0
    /// Each type whose checks trapped, with what the driver wrote after its marker.
    private(set) var trapped: [(name: String, output: String)] = []
    /// Each type whose checks wrote nothing for ``typeTimeLimit`` seconds, and were stopped.
    private(set) var hung: [String] = []
    /// How long one type's checks may go without output. The largest real types take half a
    /// minute in the unoptimized driver on a busy machine (CreateAPI's GitHub models, whose
    /// `CodeSearchResultItem` holds a repository of some eighty fields), and one taken for hung
    /// costs a rerun of the types before it.
    var typeTimeLimit: TimeInterval = 300
    /// A run trapped before checking any type (or twice at different places), so no type's
    /// checks could be counted from there on.
    private(set) var crashed = false
    /// The driver's output where something failed, the markers left out.
    private(set) var log = ""

    init(executable: String, arguments: [String] = []) {
        self.executable = executable
        self.arguments = arguments
    }

    mutating func runAll() throws {
        var start = 0
        while true {
            let run = try self.run(from: start, until: nil)
            if run.finished {
                break
            }
            guard let trap = run.lastType else {
                crashed = true
                break
            }
            if run.stalled {
                hung.append(trap.name)
                log += "stopped after \(Int(typeTimeLimit)) s without output while checking \(trap.name):\n\(run.afterLastMarker)"
            } else {
                trapped.append((trap.name, run.afterLastMarker))
                log += "trapped while checking \(trap.name):\n\(run.afterLastMarker)"
            }
            if trap.index > start, try !self.run(from: start, until: trap.index).finished {
                // The same types passed the first time: a trap that moves is not one to chase.
                crashed = true
                break
            }
            start = trap.index + 1
        }
    }

    /// One run of the types in `from..<until`; its counts are added when it finishes.
    private mutating func run(from: Int, until: Int?) throws -> Run {
        var environment = ProcessInfo.processInfo.environment
        environment["FACTORYGEN_LAWS_FROM"] = String(from)
        environment["FACTORYGEN_LAWS_UNTIL"] = until.map(String.init)
        // The trap's message names its file and line; the runtime's backtrace of every thread
        // would bury it in the log.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let output = try Process.output(executable, arguments, environment: environment, stallLimit: typeTimeLimit)
        let run = Run(text: output.text, stalled: output.stalled)
        if let counts = run.counts {
            checks += counts.checks
            failed += counts.failed
            if output.status != 0 { log += run.withoutMarkers }
        }
        return run
    }

    /// What one run of the driver wrote.
    struct Run {
        let text: String
        /// Stopped for writing nothing too long: its last type hung.
        var stalled = false

        /// "N checks, M failed", which the driver prints once every type in its range is checked.
        var counts: (checks: Int, failed: Int)? {
            let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
            guard let index = words.firstIndex(of: "checks,"), index > 0, let total = Int(words[index - 1]),
                  index + 1 < words.count, let failed = Int(words[index + 1]) else { return nil }
            return (total, failed)
        }

        var finished: Bool { counts != nil && !stalled }

        /// The last type the driver began to check.
        var lastType: (index: Int, name: String)? {
            guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix(LawDriver.typeMarker) }) else { return nil }
            let rest = line.dropFirst(LawDriver.typeMarker.count)
            guard let space = rest.firstIndex(of: " "), let index = Int(rest[..<space]) else { return nil }
            return (index, String(rest[rest.index(after: space)...]))
        }

        /// What the driver wrote after it began to check the last type: the trap's message.
        var afterLastMarker: String {
            guard let range = text.range(of: LawDriver.typeMarker, options: .backwards),
                  let end = text[range.upperBound...].firstIndex(of: "\n") else { return text }
            return String(text[text.index(after: end)...])
        }

        var withoutMarkers: String {
            text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix(LawDriver.typeMarker) }.joined(separator: "\n")
        }
    }
}
