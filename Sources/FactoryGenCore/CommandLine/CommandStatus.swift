/// factorygen's exit codes.
///
/// ```swift
/// let status = GenerateRunner(options: options, generate: Generator.generate).run()
/// exit(status.rawValue)
/// ```
public enum CommandStatus: Int32, Hashable, Sendable {
    /// Everything was generated (and written, or already up to date).
    case success = 0
    /// factorygen ran but reported errors: a source problem, a template failure, an output it
    /// would not or could not write, or, with `--check`, an output that is out of date.
    case failure = 1
    /// factorygen could not run as asked: a bad flag, or a configuration error (unknown key,
    /// missing include, no output).
    case usage = 2
}
