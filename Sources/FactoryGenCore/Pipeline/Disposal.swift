/// What a run does with the values it has finished with at its end: the parsed files, the
/// rendering context, the plan.
///
/// ```swift
/// var request = configuration.request(sourceFiles: files)
/// request.disposal = .leftToExit // the command line: the process ends right after the run
/// let result = Generator.generate(request)
/// ```
public enum Disposal: Hashable, Sendable {
    /// Freed on a background thread: for a process that goes on after the run (tests,
    /// benchmarks, a long-lived host).
    case background
    /// Never freed: the process exits right after the run and the system takes its memory
    /// back at once, as clang's `-disable-free` does. Freeing the files and the rendering
    /// context, millions of small objects, took about a tenth of a command-line run. The peak
    /// memory does not change: it is reached while they are all alive. Freeing the resolver's
    /// tables on another thread while the output renders did lower the heap's peak (twelve real
    /// folders: 20.1 → 18.0 MB) but not the resident one, and runs took 6 to 12% longer: the
    /// freeing contends with rendering for the cores and for malloc's arenas.
    case leftToExit

    /// Returns once every value disposed of in the ``background`` so far is freed. A benchmark
    /// calls it between runs, so that one run's freeing does not slow the next one down, or a
    /// process it times.
    public static func waitForBackgroundFrees() {
        BackgroundRelease.waitUntilIdle()
    }

    func dispose<Value>(_ value: consuming Value) {
        switch self {
        case .background:
            BackgroundRelease.release(value)
        case .leftToExit:
            // One retain that is never balanced keeps the whole value, and everything it owns,
            // until the process ends.
            _ = Unmanaged.passRetained(KeptValue(value))
        }
    }
}

/// Holds a value that is never freed.
private final class KeptValue<Value> {
    let value: Value

    init(_ value: consuming Value) {
        self.value = value
    }
}
