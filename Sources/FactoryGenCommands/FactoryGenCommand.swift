import ArgumentParser
import FactoryGenCore
import Foundation

/// The `factorygen` command line: argument parsing only; the work is in FactoryGenCore's
/// ``GenerateRunner`` and ``DumpRunner``.
///
/// The executable's `main.swift` calls ``main()``:
///
/// ```swift
/// import FactoryGenCommands
///
/// FactoryGenCommand.main()
/// ```
public struct FactoryGenCommand: ParsableCommand {
    /// The command's name, help and subcommands; `generate` is the default.
    public static let configuration = CommandConfiguration(
        commandName: "factorygen",
        abstract: "Generates test factories (Providable) and lenses for Swift types.",
        discussion: """
            Reads the Swift files named by .factory.yml (or by flags) and writes one Swift file \
            with a `Factory<T>.provide()` default value for each type, lenses for its stored \
            properties and prisms for its enum cases.

            Examples:
              factorygen
                  Generate, using ./.factory.yml.
              swift run factorygen --config Fixtures/Example/.factory.yml
                  Generate the example of this repository.
              factorygen --check
                  In CI: exit 1 if the output is missing or out of date.
              factorygen --include Sources/App --testable App --output Out.swift
                  Run from flags alone, without a configuration file.
              factorygen dump Sources/App/Models
                  Print the parsed declarations, as JSON.

            Exit status: 0 success; 1 errors were reported (the output is still written when \
            code was generated), or --check found the output out of date; 2 bad flags or \
            configuration.
            """,
        version: FactoryGenVersion.current,
        subcommands: [GenerateCommand.self, DumpCommand.self],
        defaultSubcommand: GenerateCommand.self
    )

    /// The root command, which ArgumentParser makes before it dispatches to a subcommand.
    public init() {}

    /// Runs the command, mapping argument errors to exit status 2 (ArgumentParser's default
    /// is 64) so that every usage problem has the same status.
    public static func main() {
        do {
            // An ordinary run is read in one pass; ArgumentParser reads (and reports) the rest.
            if let flags = GenerateFlags(commonArguments: Array(CommandLine.arguments.dropFirst())) {
                try GenerateCommand.run(flags)
                return
            }
            var command = try parseAsRoot()
            try command.run()
        } catch let status as ExitCode {
            Foundation.exit(status.rawValue)
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { print(message) }
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data((message + "\n").utf8))
            Foundation.exit(code == .validationFailure ? CommandStatus.usage.rawValue : code.rawValue)
        }
    }
}

extension CommandStatus {
    /// Ends the command with this status.
    func exit() throws {
        if self != .success { throw ExitCode(rawValue) }
    }
}
